import { HUMAN_CHECK_PLACEHOLDER } from '@pothik/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLoginDialog } from '@/features/auth';
import { DriverLogin } from '@/features/driver';
import { ClubForm } from '@/features/leads';
import { type FakeApi, startFakeApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { installFakeTurnstile, turnstileConfig } from './testing/fake-turnstile';

// DESIGN.md §7, §14: the login (the passenger dialog and the driver's page share its steps) and the lead
// forms render Cloudflare Turnstile when the site has a key, send its token as `recaptcha_token`, take a
// fresh one after every answer, and say so in both languages when the check cannot load.

vi.mock('next/navigation', async () => (await import('../../../test/next-navigation')).nextNavigationMock);

const DRIVER_LOGIN = 'POST /api/v3/driver/login';
const CLUB = 'POST /web/create/pothik_club';
const otpSent = (resendAfter: number) => ({
  status: 200,
  body: {
    message: 'A code has been sent to your mobile.',
    code: 'otpSent',
    data: { mobile: '01712345678', resend_after: resendAfter, expires_in: 300 },
  },
});
const humanCheckFailed = {
  status: 400,
  body: { message: 'The security check failed. Please try again.', code: 'humanCheckFailed' },
};
const texts = {
  en: {
    mobile: 'Mobile number',
    send: 'Send code',
    pending: 'Complete the security check first.',
    loadFailed: 'The security check could not load. Check your connection and try again.',
    refused: 'The security check failed. Please try again.',
    retry: 'Try again',
  },
  bn: {
    mobile: 'মোবাইল নম্বর',
    send: 'কোড পাঠান',
    pending: 'আগে নিরাপত্তা যাচাইটি সম্পন্ন করুন।',
    loadFailed: 'নিরাপত্তা যাচাই লোড হয়নি। আপনার ইন্টারনেট সংযোগ দেখে আবার চেষ্টা করুন।',
    refused: 'নিরাপত্তা যাচাই সফল হয়নি। অনুগ্রহ করে আবার চেষ্টা করুন।',
    retry: 'আবার চেষ্টা করুন',
  },
} as const;

let api: FakeApi;
beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(() => api.close());
beforeEach(() => api.reset());
afterEach(() => {
  delete window.turnstile;
  for (const script of document.querySelectorAll('script[src*="turnstile"]')) script.remove();
});

const turnstileScripts = () => [...document.querySelectorAll<HTMLScriptElement>('script[src*="turnstile"]')];
const sentBody = (route: string, index = 0) => JSON.parse(api.requestsTo(route)[index]!.body);

function renderDriverLogin(lang: 'en' | 'bn' = 'en', config: object = turnstileConfig) {
  const user = userEvent.setup();
  renderWithProviders(<DriverLogin />, { lang, apiUrl: api.url, config });
  return user;
}

async function typeNumberAndSend(user: ReturnType<typeof userEvent.setup>, lang: 'en' | 'bn' = 'en') {
  await user.type(screen.getByLabelText(texts[lang].mobile), '01712345678');
  await user.click(screen.getByRole('button', { name: texts[lang].send }));
}

function OpenLogin() {
  const { openLogin } = useLoginDialog();
  return (
    <button type="button" onClick={() => openLogin()}>
      Open login
    </button>
  );
}

describe('the login with Turnstile', () => {
  it('renders in the passenger login dialog and sends its token to /user/login', async () => {
    const turnstile = installFakeTurnstile();
    api.on('POST /api/v3/user/login', otpSent(180));
    const user = userEvent.setup();
    renderWithProviders(<OpenLogin />, { apiUrl: api.url, config: turnstileConfig });
    await user.click(screen.getByRole('button', { name: 'Open login' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(turnstile.widgets).toHaveLength(1));
    expect(dialog).toContainElement(turnstile.live().container);
    act(() => turnstile.solve('dialog-token'));
    await user.type(within(dialog).getByLabelText(texts.en.mobile), '01712345678');
    await user.click(within(dialog).getByRole('button', { name: texts.en.send }));
    await within(dialog).findByRole('textbox', { name: 'Digit 1 of 4' });
    expect(sentBody('POST /api/v3/user/login').recaptcha_token).toBe('dialog-token');
  });

  it('renders the widget for the login, and sends its token once the visitor has passed it', async () => {
    const turnstile = installFakeTurnstile();
    api.on(DRIVER_LOGIN, otpSent(180));
    const user = renderDriverLogin();
    await waitFor(() => expect(turnstile.widgets).toHaveLength(1));
    expect(turnstile.live().options).toMatchObject({
      sitekey: turnstileConfig.humanCheck.siteKey,
      action: 'login',
      language: 'en',
      'response-field': false,
    });
    expect(screen.getByRole('group', { name: 'Security check' })).toContainElement(
      turnstile.live().container,
    );

    // Sent before the check has passed: nothing goes to the API.
    await typeNumberAndSend(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(texts.en.pending);
    expect(api.requestsTo(DRIVER_LOGIN)).toHaveLength(0);

    act(() => turnstile.solve('token-1'));
    await user.click(screen.getByRole('button', { name: texts.en.send }));
    await screen.findByRole('textbox', { name: 'Digit 1 of 4' });
    expect(sentBody(DRIVER_LOGIN)).toEqual({
      mobile: '01712345678',
      recaptcha_token: 'token-1',
      channel: 'web',
    });
    // The phone step is gone, and its widget with it (removed by the step's effect cleanup, which React
    // may run just after the code step is on screen).
    await waitFor(() => expect(turnstile.widgets[0]!.removed).toBe(true));
  });

  it.each(['en', 'bn'] as const)(
    'shows a refusal (%s), resets the widget and sends the new token',
    async (lang) => {
      const turnstile = installFakeTurnstile();
      api.on(DRIVER_LOGIN, humanCheckFailed);
      const user = renderDriverLogin(lang);
      await waitFor(() => expect(turnstile.widgets).toHaveLength(1));
      expect(turnstile.live().options.language).toBe(lang === 'en' ? 'en' : 'auto');
      act(() => turnstile.solve('spent-token'));
      await typeNumberAndSend(user, lang);
      expect(await screen.findByRole('alert')).toHaveTextContent(texts[lang].refused);
      expect(turnstile.resets).toEqual([turnstile.live().id]);

      // The old token is not sent again: the form waits for the widget's new one.
      await user.click(screen.getByRole('button', { name: texts[lang].send }));
      expect(await screen.findByRole('alert')).toHaveTextContent(texts[lang].pending);
      expect(api.requestsTo(DRIVER_LOGIN)).toHaveLength(1);
      act(() => turnstile.solve('fresh-token'));
      api.on(DRIVER_LOGIN, otpSent(180));
      await user.click(screen.getByRole('button', { name: texts[lang].send }));
      await waitFor(() => expect(api.requestsTo(DRIVER_LOGIN)).toHaveLength(2));
      expect(sentBody(DRIVER_LOGIN, 1).recaptcha_token).toBe('fresh-token');
    },
  );

  it('asks for a new check before a resend, and sends its token', async () => {
    const turnstile = installFakeTurnstile();
    api.on(DRIVER_LOGIN, otpSent(0));
    const user = renderDriverLogin();
    await waitFor(() => expect(turnstile.widgets).toHaveLength(1));
    act(() => turnstile.solve('first'));
    await typeNumberAndSend(user);
    await screen.findByRole('textbox', { name: 'Digit 1 of 4' });
    // Resend is open at once (resend_after 0): the code step renders its own widget.
    await waitFor(() => expect(turnstile.widgets).toHaveLength(2));
    act(() => turnstile.solve('for-resend'));
    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    await waitFor(() => expect(api.requestsTo(DRIVER_LOGIN)).toHaveLength(2));
    expect(sentBody(DRIVER_LOGIN, 1).recaptcha_token).toBe('for-resend');
  });
});

describe('loading the Turnstile script', () => {
  it.each(['en', 'bn'] as const)(
    'adds it with the page nonce when the form shows; a failed load says so (%s) and can be tried again',
    async (lang) => {
      const user = renderDriverLogin(lang);
      await waitFor(() => expect(turnstileScripts()).toHaveLength(1));
      const [script] = turnstileScripts();
      expect(script!.src).toBe('https://challenges.test/turnstile/v0/api.js?render=explicit');
      expect(script!.nonce).toBe(turnstileConfig.nonce);

      fireEvent.error(script!);
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(texts[lang].loadFailed);
      expect(turnstileScripts()).toHaveLength(0);
      // Sent anyway: the form says the same, and nothing goes to the API.
      await typeNumberAndSend(user, lang);
      expect(screen.getAllByText(texts[lang].loadFailed)).toHaveLength(2);
      expect(api.requestsTo(DRIVER_LOGIN)).toHaveLength(0);

      await user.click(within(alert).getByRole('button', { name: texts[lang].retry }));
      await waitFor(() => expect(turnstileScripts()).toHaveLength(1));
      const turnstile = installFakeTurnstile();
      fireEvent.load(turnstileScripts()[0]!);
      await waitFor(() => expect(turnstile.widgets).toHaveLength(1));
      const group = screen.getByRole('group', { name: lang === 'en' ? 'Security check' : 'নিরাপত্তা যাচাই' });
      expect(within(group).queryByRole('alert')).not.toBeInTheDocument();
    },
  );

  it('says so when the widget itself fails', async () => {
    const turnstile = installFakeTurnstile();
    renderDriverLogin();
    await waitFor(() => expect(turnstile.widgets).toHaveLength(1));
    act(() => turnstile.fail());
    expect(await screen.findByRole('alert')).toHaveTextContent(texts.en.loadFailed);
  });

  it('is not loaded without a site key: the demo sends the placeholder', async () => {
    api.on(DRIVER_LOGIN, otpSent(180));
    const user = renderDriverLogin('en', {});
    await typeNumberAndSend(user);
    await waitFor(() => expect(api.requestsTo(DRIVER_LOGIN)).toHaveLength(1));
    expect(sentBody(DRIVER_LOGIN).recaptcha_token).toBe(HUMAN_CHECK_PLACEHOLDER);
    expect(turnstileScripts()).toHaveLength(0);
    expect(screen.queryByRole('group', { name: 'Security check' })).not.toBeInTheDocument();
  });
});

describe('the login when codes are paused (SMS pumping)', () => {
  it.each([
    ['en', 'Too many login requests right now. Please try again in a minute.'],
    ['bn', 'এই মুহূর্তে লগ ইনের অনুরোধ অনেক বেশি। অনুগ্রহ করে এক মিনিট পরে আবার চেষ্টা করুন।'],
  ] as const)('says to try again in a minute (%s)', async (lang, text) => {
    api.on(DRIVER_LOGIN, {
      status: 429,
      body: {
        message: 'Too many login requests right now. Please try again in a minute.',
        code: 'otpSmsBusy',
      },
    });
    const user = renderDriverLogin(lang, {});
    await typeNumberAndSend(user, lang);
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });
});

describe('the lead forms with Turnstile', () => {
  async function fillClub(user: ReturnType<typeof userEvent.setup>) {
    await user.type(screen.getByRole('textbox', { name: 'Full name' }), 'Rafiq Ahmed');
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '01811223344');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'rafiq@example.com');
  }

  it('sends the token made for lead forms, and a new one after a refusal', async () => {
    const turnstile = installFakeTurnstile();
    api.on(CLUB, humanCheckFailed);
    const user = userEvent.setup();
    renderWithProviders(<ClubForm />, { apiUrl: api.url, config: turnstileConfig });
    await waitFor(() => expect(turnstile.widgets).toHaveLength(1));
    expect(turnstile.live().options.action).toBe('lead');
    await fillClub(user);

    await user.click(screen.getByRole('button', { name: 'Join the Club' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(texts.en.pending);
    expect(api.requestsTo(CLUB)).toHaveLength(0);

    act(() => turnstile.solve('lead-token-1'));
    await user.click(screen.getByRole('button', { name: 'Join the Club' }));
    expect(await screen.findByText(texts.en.refused)).toBeInTheDocument();
    expect(sentBody(CLUB)).toMatchObject({ mobile: '01811223344', recaptcha_token: 'lead-token-1' });
    expect(turnstile.resets).toHaveLength(1);

    api.on(CLUB, {
      status: 201,
      body: { message: 'Thank you! We will contact you soon.', code: 'leadReceived' },
    });
    act(() => turnstile.solve('lead-token-2'));
    await user.click(screen.getByRole('button', { name: 'Join the Club' }));
    expect(await screen.findByRole('status')).toBeInTheDocument();
    expect(sentBody(CLUB, 1).recaptcha_token).toBe('lead-token-2');
    // A new token is a new body: the retry of the refused attempt is not the same request.
    expect(api.requestsTo(CLUB)[1]!.headers['idempotency-key']).not.toBe(
      api.requestsTo(CLUB)[0]!.headers['idempotency-key'],
    );
  });
});
