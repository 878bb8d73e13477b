import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppToaster } from '@/components/app-toaster';
import { AccountControls } from '@/features/layout';
import { type AnalyticsRecord, subscribeToAnalytics } from '@/lib/analytics';
import { passengerSession } from '@/lib/session';
import { browserSessionData, type FakeApi, startFakeApi } from '../../../test/fake-api';
import { holdDateAt } from '../../../test/held-date';
import { navigation } from '../../../test/next-navigation';
import { installCookieJar, setRefreshCookie } from '../../../test/refresh-cookie';
import { renderWithProviders } from '../../../test/render';
import { AuthGate } from './auth-gate';
import { checkStoredSession } from './check-session';
import { type OpenLoginOptions, useLoginDialog } from './login-dialog';
import { SessionCheck } from './session-check';

vi.mock('next/navigation', async () => (await import('../../../test/next-navigation')).nextNavigationMock);

// The browser's clock at each test's start: the fixtures' times below are counted from it.
const now = new Date('2030-03-10T04:00:00.000Z');
holdDateAt(now);

let api: FakeApi;
beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(() => api.close());

const otpSent = (resendAfter = 180) => ({
  status: 200,
  body: {
    message: 'A code has been sent to your mobile.',
    code: 'otpSent',
    data: { mobile: '01712345678', resend_after: resendAfter, expires_in: 300 },
  },
});
const refusal = (status: number, message: string, code: string) => ({ status, body: { message, code } });

beforeEach(async () => {
  api.reset();
  api.on('POST /api/v3/user/login', otpSent());
  // The gate asks for the outcome of the latest session check; start each test from a plain one.
  await checkStoredSession();
  navigation.pathname = '/';
  navigation.router.push.mockClear();
  window.history.replaceState(null, '', '/');
});

afterEach(() => {
  delete window.__pothikAnalytics;
});

function OpenLogin({ options }: { options?: OpenLoginOptions }) {
  const { openLogin } = useLoginDialog();
  return (
    <button type="button" onClick={() => openLogin(options)}>
      Open login
    </button>
  );
}

function renderLogin(lang: 'en' | 'bn' = 'en', options?: OpenLoginOptions) {
  const user = userEvent.setup();
  renderWithProviders(
    <>
      <OpenLogin options={options} />
      <AccountControls />
      <AppToaster />
    </>,
    { lang, apiUrl: api.url },
  );
  return user;
}

const texts = {
  en: {
    mobile: 'Mobile number',
    send: 'Send code',
    digit: (n: number) => `Digit ${n} of 4`,
    verify: 'Verify',
  },
  bn: {
    mobile: 'মোবাইল নম্বর',
    send: 'কোড পাঠান',
    digit: (n: number) => `৪টির মধ্যে ${'০১২৩৪৫৬৭৮৯'[n]} নম্বর অঙ্ক`,
    verify: 'যাচাই করুন',
  },
} as const;

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Open login' }));
  return screen.findByRole('dialog');
}

async function sendCode(
  user: ReturnType<typeof userEvent.setup>,
  lang: 'en' | 'bn' = 'en',
  mobile = '01712345678',
) {
  const dialog = await openDialog(user);
  await user.type(within(dialog).getByLabelText(texts[lang].mobile), mobile);
  await user.click(within(dialog).getByRole('button', { name: texts[lang].send }));
  await within(dialog).findByRole('textbox', { name: texts[lang].digit(1) });
  return dialog;
}

async function enterCode(
  user: ReturnType<typeof userEvent.setup>,
  dialog: HTMLElement,
  code: string,
  lang: 'en' | 'bn' = 'en',
) {
  await user.click(within(dialog).getByRole('textbox', { name: texts[lang].digit(1) }));
  await user.keyboard(code);
  await user.click(within(dialog).getByRole('button', { name: texts[lang].verify }));
}

describe('phone step', () => {
  it('has a labelled phone field of at most 11 characters with a placeholder, focused on open', async () => {
    const user = renderLogin();
    const dialog = await openDialog(user);

    expect(within(dialog).getByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    const field = within(dialog).getByLabelText('Mobile number');
    expect(field).toHaveAttribute('type', 'tel');
    expect(field).toHaveAttribute('maxlength', '11');
    expect(field).toHaveAttribute('placeholder', '01XXXXXXXXX');
    await waitFor(() => expect(field).toHaveFocus());
  });

  it.each([
    ['en', 'The Mobile Number is required'],
    ['bn', 'মোবাইল নম্বর আবশ্যক'],
  ] as const)(
    'refuses a number that is not 11 digits of a Bangladesh mobile, in %s',
    async (lang, message) => {
      const user = renderLogin(lang);
      const dialog = await openDialog(user);
      const field = within(dialog).getByLabelText(texts[lang].mobile);

      await user.click(within(dialog).getByRole('button', { name: texts[lang].send }));
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription(message);

      await user.type(field, '0121234567');
      await user.click(within(dialog).getByRole('button', { name: texts[lang].send }));
      expect(within(dialog).getByText(message)).toBeInTheDocument();
      expect(api.requests).toHaveLength(0);
    },
  );

  it('checks a refused number again as it is corrected, and keeps the focus on it', async () => {
    const user = renderLogin();
    const dialog = await openDialog(user);
    const field = within(dialog).getByLabelText('Mobile number');

    await user.type(field, '0171234567');
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(await within(dialog).findByText('The Mobile Number is required')).toBeInTheDocument();
    expect(field).toHaveFocus();

    await user.type(field, '8');
    expect(within(dialog).queryByText('The Mobile Number is required')).not.toBeInTheDocument();
    expect(field).not.toHaveAttribute('aria-invalid');
    await user.type(field, '{Backspace}');
    expect(within(dialog).getByText('The Mobile Number is required')).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  it('sends the number with the placeholder reCAPTCHA token and channel web, then asks for the code', async () => {
    const user = renderLogin();
    const dialog = await sendCode(user);

    const [login] = api.requestsTo('POST /api/v3/user/login');
    expect(JSON.parse(login!.body)).toEqual({
      mobile: '01712345678',
      recaptcha_token: 'web-placeholder-token',
      channel: 'web',
    });
    expect(within(dialog).getByText('Enter the 4-digit code we sent to 01712345678.')).toBeInTheDocument();
    for (const n of [1, 2, 3, 4]) {
      expect(within(dialog).getByRole('textbox', { name: `Digit ${n} of 4` })).toBeInTheDocument();
    }
    expect(within(dialog).getByRole('group', { name: 'Verification code' })).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Digit 1 of 4' })).toHaveFocus());
    expect(within(dialog).getByRole('link', { name: /Terms and conditions/ })).toHaveAttribute(
      'href',
      '/terms-and-conditions',
    );
    expect(within(dialog).getByText('You can ask for a new code in 3:00.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Resend code' })).toBeDisabled();
  });

  it('reads a number typed with Bangla digits as the same number', async () => {
    const user = renderLogin('bn');
    const dialog = await sendCode(user, 'bn', '০১৭১২৩৪৫৬৭৮');

    expect(JSON.parse(api.requestsTo('POST /api/v3/user/login')[0]!.body).mobile).toBe('01712345678');
    expect(within(dialog).getByText('০১৭১২৩৪৫৬৭৮ নম্বরে পাঠানো ৪ সংখ্যার কোডটি লিখুন।')).toBeInTheDocument();
    expect(within(dialog).getByText('৩:০০ পরে নতুন কোড চাইতে পারবেন।')).toBeInTheDocument();
  });

  it.each([
    ['en', 'Exceeded OTP limit for today.'],
    ['bn', 'আজকের ওটিপি সীমা শেষ হয়ে গেছে।'],
  ] as const)('shows the daily limit in a red alert without code boxes, in %s', async (lang, text) => {
    api.on('POST /api/v3/user/login', refusal(400, 'Exceeded OTP limit for today.', 'otpLimit'));
    const user = renderLogin(lang);
    const dialog = await openDialog(user);

    await user.type(within(dialog).getByLabelText(texts[lang].mobile), '01712345678');
    await user.click(within(dialog).getByRole('button', { name: texts[lang].send }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(text);
    expect(within(dialog).queryByRole('textbox', { name: texts[lang].digit(1) })).not.toBeInTheDocument();
  });

  it('shows a failed SMS (503) with the server message, and field errors of a 422 under the field', async () => {
    api.on(
      'POST /api/v3/user/login',
      refusal(503, 'We could not send the code. Please try again.', 'smsFailed'),
    );
    const user = renderLogin();
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText('Mobile number'), '01712345678');
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'We could not send the code. Please try again.',
    );

    api.on('POST /api/v3/user/login', {
      status: 422,
      body: { message: 'Validation Error!', errors: { mobile: ['The Mobile Number is required'] } },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(await within(dialog).findByText('The Mobile Number is required')).toBeInTheDocument();
  });

  it('goes on to the code step when a code was sent moments ago, with the wait from the server', async () => {
    api.on('POST /api/v3/user/login', {
      status: 400,
      body: {
        message: 'Please wait before requesting a new code.',
        code: 'otpResendTooSoon',
        data: { retry_after: 75 },
      },
    });
    const user = renderLogin();
    const dialog = await sendCode(user);

    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please wait before requesting a new code.');
    expect(within(dialog).getByText('You can ask for a new code in 1:15.')).toBeInTheDocument();
  });
});

describe('code step', () => {
  it.each([
    ['en', 'The code is incorrect.'],
    ['bn', 'কোডটি সঠিক নয়।'],
  ] as const)(
    'shows a wrong code in red and tracks it as an incorrect-OTP event (%s)',
    async (lang, text) => {
      api.on('POST /api/v3/user/verify', refusal(400, 'The code is incorrect.', 'otpIncorrect'));
      const events: AnalyticsRecord[] = [];
      const unsubscribe = subscribeToAnalytics((record) => events.push(record));
      window.__pothikAnalytics = [];
      const user = renderLogin(lang);
      const dialog = await sendCode(user, lang);

      await enterCode(user, dialog, '1234', lang);

      expect(await within(dialog).findByRole('alert')).toHaveTextContent(text);
      expect(within(dialog).getByRole('textbox', { name: texts[lang].digit(1) })).toHaveAttribute(
        'aria-invalid',
        'true',
      );
      expect(JSON.parse(api.requestsTo('POST /api/v3/user/verify')[0]!.body)).toEqual({
        mobile: '01712345678',
        otp: '1234',
        channel: 'web',
      });
      expect(events).toEqual([{ event: 'otp_incorrect', props: { reason: 'otpIncorrect' } }]);
      expect(window.__pothikAnalytics).toEqual(events);
      expect(window.localStorage.getItem('refresh_token_expires')).toBeNull();
      unsubscribe();
    },
  );

  it('asks for all four digits before calling the server', async () => {
    const user = renderLogin();
    const dialog = await sendCode(user);

    await enterCode(user, dialog, '123');

    expect(within(dialog).getByText('Please enter the 4-digit code.')).toBeInTheDocument();
    expect(api.requestsTo('POST /api/v3/user/verify')).toHaveLength(0);
  });

  it('hides the code boxes when a resend reaches the daily limit', async () => {
    api.on('POST /api/v3/user/login', otpSent(0));
    const user = renderLogin();
    const dialog = await sendCode(user);
    api.on('POST /api/v3/user/login', refusal(400, 'Exceeded OTP limit for today.', 'otpLimit'));

    await user.click(within(dialog).getByRole('button', { name: 'Resend code' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Exceeded OTP limit for today.');
    expect(within(dialog).queryByRole('textbox', { name: 'Digit 1 of 4' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Verify' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Change number' })).toBeInTheDocument();
  });

  it('Change number goes back to the phone step with the number kept', async () => {
    const user = renderLogin();
    const dialog = await sendCode(user);

    await user.click(within(dialog).getByRole('button', { name: 'Change number' }));

    const field = within(dialog).getByLabelText('Mobile number');
    expect(field).toHaveValue('01712345678');
    await waitFor(() => expect(field).toHaveFocus());
  });
});

describe('successful login', () => {
  it('keeps the access token in memory and the user, says Logged In Successfully, closes and goes to /?login-success', async () => {
    const session = browserSessionData({ user: { ...browserSessionData().user, full_name: 'Rahima Akter' } });
    api.on('POST /api/v3/user/verify', {
      status: 200,
      body: { message: 'Logged In Successfully', code: 'loggedIn', data: session },
      headers: setRefreshCookie(api, 'user', 'cookie-0'),
    });
    const jar = installCookieJar(api);
    const user = renderLogin();
    const dialog = await sendCode(user);

    await enterCode(user, dialog, '4821');

    expect(await screen.findByText('Logged In Successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The refresh token is the API's httpOnly cookie, which the browser kept from the answer; no token
    // is where a script on the page can read it.
    expect(jar.value()).toBe('cookie-0');
    expect(passengerSession.readAccessToken()).toBe(session.access_token);
    expect(window.localStorage.getItem('access_token')).toBeNull();
    expect(window.localStorage.getItem('access_token_expires')).toBeNull();
    expect(window.localStorage.getItem('refresh_token')).toBeNull();
    expect(window.localStorage.getItem('refresh_token_expires')).toBe(session.refreshTokenExpiresIn);
    expect(JSON.parse(window.localStorage.getItem('user')!)).toEqual(session.user);
    expect(navigation.router.push).toHaveBeenCalledWith('/?login-success');
    // The header follows the stored session at once.
    expect(screen.getByRole('button', { name: 'Rahima Akter' })).toBeInTheDocument();
  });

  it('says it in Bangla', async () => {
    api.on('POST /api/v3/user/verify', {
      status: 200,
      body: { message: 'Logged In Successfully', code: 'loggedIn', data: browserSessionData() },
    });
    const user = renderLogin('bn');
    const dialog = await sendCode(user, 'bn');

    await enterCode(user, dialog, '4821', 'bn');

    expect(await screen.findByText('সফলভাবে লগ ইন হয়েছে')).toBeInTheDocument();
  });

  it('returns to the trip-request page a trip form asked from, with its entries kept in detailsState', async () => {
    api.on('POST /api/v3/user/verify', {
      status: 200,
      body: { message: 'Logged In Successfully', data: browserSessionData() },
    });
    const details = { trip_type: 'from_airport', airport_code: 'DAC', note: 'two bags' };
    const user = renderLogin('en', { returnTo: '/trip/airport-rental-trip-request', detailsState: details });
    const dialog = await sendCode(user);
    expect(JSON.parse(window.localStorage.getItem('detailsState')!)).toEqual(details);

    await enterCode(user, dialog, '4821');

    await waitFor(() =>
      expect(navigation.router.push).toHaveBeenCalledWith('/trip/airport-rental-trip-request'),
    );
    expect(navigation.router.push).not.toHaveBeenCalledWith('/?login-success');
    expect(JSON.parse(window.localStorage.getItem('detailsState')!)).toEqual(details);
  });
});

describe('logged-in routes', () => {
  function renderGatedPage(path: string) {
    window.history.replaceState(null, '', path);
    navigation.pathname = path.split('?')[0]!;
    const user = userEvent.setup();
    const view = renderWithProviders(
      <>
        <AuthGate>
          <p>Your trips</p>
        </AuthGate>
        <AppToaster />
      </>,
      { apiUrl: api.url },
    );
    return { user, ...view };
  }

  it('open the login dialog by themselves and show the page after login, staying on it', async () => {
    api.on('POST /api/v3/user/verify', {
      status: 200,
      body: { message: 'Logged In Successfully', data: browserSessionData() },
    });
    const { user } = renderGatedPage('/trip/trip-request?trip_type=one_way&car_type=sedan');

    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    expect(screen.queryByText('Your trips')).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Mobile number'), '01712345678');
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    await within(dialog).findByRole('textbox', { name: 'Digit 1 of 4' });
    await enterCode(user, dialog, '4821');

    expect(await screen.findByText('Your trips')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Already on the route it asked for: no trip home.
    expect(navigation.router.push).not.toHaveBeenCalled();
  });

  it('go back to the gated route, query included, when the dialog was opened there and the URL moved', async () => {
    api.on('POST /api/v3/user/verify', {
      status: 200,
      body: { message: 'Logged In Successfully', data: browserSessionData() },
    });
    const { user } = renderGatedPage('/profile?tab=1');
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    window.history.replaceState(null, '', '/profile');

    await user.type(within(dialog).getByLabelText('Mobile number'), '01712345678');
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    await within(dialog).findByRole('textbox', { name: 'Digit 1 of 4' });
    await enterCode(user, dialog, '4821');

    await waitFor(() => expect(navigation.router.push).toHaveBeenCalledWith('/profile?tab=1'));
  });

  it('close the dialog they opened when the page goes away', async () => {
    const { rerender } = renderGatedPage('/profile');
    await screen.findByRole('dialog', { name: 'Log in' });

    // Another page in its place (the back button): the app's providers, the dialog's host among them, stay.
    rerender(
      <>
        <p>Home</p>
        <AppToaster />
      </>,
    );

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Home')).toBeVisible();
  });

  function storeExpiredSession() {
    window.localStorage.setItem('refresh_token_expires', new Date(now.getTime() - 60_000).toISOString());
  }

  it('do not open the dialog when the page-load check ended an expired session', async () => {
    // As at hydration: the check has cleared the storage before the gate first reads it.
    storeExpiredSession();
    await expect(checkStoredSession()).resolves.toEqual({ outcome: 'ended', message: 'sessionExpired' });

    renderGatedPage('/trip/my-trips');
    await act(async () => {});

    expect(screen.getByText('Please log in to see this page.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('still open the dialog on a later page after a session ended elsewhere', async () => {
    storeExpiredSession();
    await checkStoredSession();
    window.history.replaceState(null, '', '/profile');
    navigation.pathname = '/profile';

    renderWithProviders(
      <>
        <AuthGate>
          <p>Your profile</p>
        </AuthGate>
        <SessionCheck />
      </>,
      { apiUrl: api.url },
    );

    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
  });

  it('do not open the dialog when the session ends while the page is open', async () => {
    passengerSession.store(browserSessionData());
    renderGatedPage('/profile');
    expect(screen.getByText('Your trips')).toBeInTheDocument();

    act(() => {
      window.localStorage.removeItem('refresh_token_expires');
      window.dispatchEvent(new Event('pothik:session-changed'));
    });

    expect(await screen.findByText('Please log in to see this page.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
