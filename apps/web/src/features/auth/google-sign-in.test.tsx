import { createHash } from 'node:crypto';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppToaster } from '@/components/app-toaster';
import { passengerSession } from '@/lib/session';
import { browserSessionData, type FakeApi, startFakeApi } from '../../../test/fake-api';
import { navigation } from '../../../test/next-navigation';
import { installCookieJar, setRefreshCookie } from '../../../test/refresh-cookie';
import { renderWithProviders } from '../../../test/render';
import { GOOGLE_IDENTITY_SCRIPT } from './google-identity';
import { useLoginDialog } from './login-dialog';
import { googleConfig, installFakeGoogleIdentity } from './testing/fake-google-identity';

// DESIGN.md §14: with GOOGLE_CLIENT_ID the login dialog offers Google (Google Identity Services' button,
// its script loaded with the page's nonce). A linked Google account logs in at once; one not linked yet
// asks for the mobile and its code once, and the code's request carries the credential that links it.
// Google is asked for each token with the SHA-256 of a fresh secret (the raw nonce) the page sends with it.

vi.mock('next/navigation', async () => (await import('../../../test/next-navigation')).nextNavigationMock);

const GOOGLE = 'POST /api/v3/user/google';
const LOGIN = 'POST /api/v3/user/login';
const VERIFY = 'POST /api/v3/user/verify';
const CREDENTIAL = 'eyJhbGciOiJSUzI1NiJ9.fake-google-id-token.signature';
const session = browserSessionData();
/** The nonce Google is given for a raw nonce: its SHA-256, base64url. */
const nonceOf = (raw: string) => createHash('sha256').update(raw).digest('base64url');
const loggedIn = {
  status: 200,
  body: { message: 'Logged In Successfully', code: 'loggedIn', data: session },
};
const linkRequired = (email: string | null) => ({
  status: 200,
  body: {
    message: 'Enter your mobile number once to link your Google account.',
    code: 'googleLinkRequired',
    data: { link_required: true, email },
  },
});

let api: FakeApi;
beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(() => api.close());
beforeEach(() => {
  api.reset();
  navigation.pathname = '/';
  navigation.router.push.mockClear();
});
afterEach(() => {
  delete window.google;
  for (const script of document.querySelectorAll(`script[src="${GOOGLE_IDENTITY_SCRIPT}"]`)) script.remove();
  window.localStorage.clear();
});

function OpenLogin() {
  const { openLogin } = useLoginDialog();
  return (
    <button type="button" onClick={() => openLogin()}>
      Open login
    </button>
  );
}

async function openDialog(lang: 'en' | 'bn' = 'en', configured = true) {
  const user = userEvent.setup();
  renderWithProviders(
    <>
      <OpenLogin />
      <AppToaster />
    </>,
    { lang, apiUrl: api.url, config: configured ? googleConfig : {} },
  );
  await user.click(screen.getByRole('button', { name: 'Open login' }));
  // The dialog's code is a chunk of its own: the first test waits for its import.
  return { user, dialog: await screen.findByRole('dialog') };
}

describe('Google in the login dialog', () => {
  it('is not offered, and Google is not asked for its script, without a client id', async () => {
    const { dialog } = await openDialog('en', false);
    await within(dialog).findByLabelText('Mobile number');
    expect(within(dialog).queryByText('or')).not.toBeInTheDocument();
    expect(document.querySelector(`script[src="${GOOGLE_IDENTITY_SCRIPT}"]`)).toBeNull();
  });

  it('loads Google’s script once with the page’s nonce and renders its button in the page’s language', async () => {
    const { dialog } = await openDialog('bn');
    const script = await waitFor(() => {
      const found = document.querySelector<HTMLScriptElement>(`script[src="${GOOGLE_IDENTITY_SCRIPT}"]`);
      if (!found) throw new Error('no script yet');
      return found;
    });
    expect(script.nonce).toBe(googleConfig.nonce);
    const google = installFakeGoogleIdentity();
    act(() => {
      script.dispatchEvent(new Event('load'));
    });
    expect(await within(dialog).findByRole('button', { name: 'Google দিয়ে চালিয়ে যান' })).toBeInTheDocument();
    expect(within(dialog).getByText('অথবা')).toBeInTheDocument();
    expect(google.initialized).toEqual([
      expect.objectContaining({
        client_id: googleConfig.googleSignIn.clientId,
        ux_mode: 'popup',
        auto_select: false,
      }),
    ]);
    expect(google.buttons[0]!.options).toMatchObject({ text: 'continue_with', locale: 'bn' });
  });

  it("logs a linked Google account in at once, the refresh token set as the API's cookie", async () => {
    api.on(GOOGLE, { ...loggedIn, headers: setRefreshCookie(api, 'user', 'cookie-0') });
    const jar = installCookieJar(api);
    const google = installFakeGoogleIdentity();
    const { dialog } = await openDialog();
    await within(dialog).findByRole('button', { name: 'Continue with Google' });
    act(() => google.chooseAccount(CREDENTIAL));

    expect(await screen.findByText('Logged In Successfully')).toBeInTheDocument();
    const sent = JSON.parse(api.requestsTo(GOOGLE)[0]!.body);
    expect(sent).toEqual({
      credential: CREDENTIAL,
      raw_nonce: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      channel: 'web',
    });
    // Google was asked with the hash of the secret sent.
    expect(google.initialized[0]!.nonce).toBe(nonceOf(sent.raw_nonce));
    expect(passengerSession.readAccessToken()).toBe(session.access_token);
    expect(jar.value()).toBe('cookie-0');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(navigation.router.push).toHaveBeenCalledWith('/?login-success');
    expect(api.requestsTo(LOGIN)).toHaveLength(0);
  });

  it('asks for the mobile and its code once to link a new Google account, in Bangla, and sends the credential with the code', async () => {
    api.on(GOOGLE, linkRequired('rahim@example.com'));
    api.on(LOGIN, {
      status: 200,
      body: {
        message: 'A code has been sent to your mobile.',
        code: 'otpSent',
        data: { mobile: '01712345678', resend_after: 180, expires_in: 300 },
      },
    });
    api.on(VERIFY, loggedIn);
    const google = installFakeGoogleIdentity();
    const { user, dialog } = await openDialog('bn');
    await within(dialog).findByRole('button', { name: 'Google দিয়ে চালিয়ে যান' });
    act(() => google.chooseAccount(CREDENTIAL));

    expect(
      await within(dialog).findByText(
        'rahim@example.com এখনও যুক্ত হয়নি। যুক্ত করতে একবার আপনার মোবাইল নম্বর ও আমাদের পাঠানো কোডটি দিন।',
      ),
    ).toBeInTheDocument();
    // Google's button is gone while the number is asked for.
    expect(within(dialog).queryByRole('button', { name: 'Google দিয়ে চালিয়ে যান' })).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('মোবাইল নম্বর'), '01712345678');
    await user.click(within(dialog).getByRole('button', { name: 'কোড পাঠান' }));
    await user.click(await within(dialog).findByRole('textbox', { name: '৪টির মধ্যে ১ নম্বর অঙ্ক' }));
    await user.keyboard('1234');
    await user.click(within(dialog).getByRole('button', { name: 'যাচাই করুন' }));

    expect(await screen.findByText('সফলভাবে লগ ইন হয়েছে')).toBeInTheDocument();
    const { raw_nonce } = JSON.parse(api.requestsTo(GOOGLE)[0]!.body);
    expect(JSON.parse(api.requestsTo(VERIFY)[0]!.body)).toEqual({
      mobile: '01712345678',
      otp: '1234',
      google_credential: CREDENTIAL,
      google_raw_nonce: raw_nonce,
      channel: 'web',
    });
  });

  it('asks Google with a fresh nonce after each credential, so a second try is a new token', async () => {
    api.on(GOOGLE, {
      status: 400,
      body: { message: 'Google sign-in did not work. Please try again.', code: 'googleSignInFailed' },
    });
    const google = installFakeGoogleIdentity();
    const { dialog } = await openDialog();
    await within(dialog).findByRole('button', { name: 'Continue with Google' });
    act(() => google.chooseAccount(CREDENTIAL));
    await within(dialog).findByRole('alert');
    await waitFor(() => expect(google.initialized).toHaveLength(2));
    api.on(GOOGLE, loggedIn);
    act(() => google.chooseAccount(CREDENTIAL));
    expect(await screen.findByText('Logged In Successfully')).toBeInTheDocument();

    const [first, second] = api.requestsTo(GOOGLE).map((r) => JSON.parse(r.body).raw_nonce as string);
    expect(first).not.toBe(second);
    // (and armed once more after the second)
    expect(google.initialized.slice(0, 2).map((c) => c.nonce)).toEqual([nonceOf(first!), nonceOf(second!)]);
  });

  it('lets the visitor give up linking and log in with the code alone', async () => {
    api.on(GOOGLE, linkRequired(null));
    const google = installFakeGoogleIdentity();
    const { user, dialog } = await openDialog();
    await within(dialog).findByRole('button', { name: 'Continue with Google' });
    act(() => google.chooseAccount(CREDENTIAL));
    expect(
      await within(dialog).findByText(
        'Your Google account is not linked yet. Enter your mobile number and the code we send, once, to link it.',
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Log in without Google' }));
    expect(within(dialog).queryByText(/not linked yet/)).not.toBeInTheDocument();
    expect(await within(dialog).findByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
  });

  it.each([
    [
      'en',
      'Google sign-in did not work. Please try again.',
      'This account has been disabled. Please contact support.',
    ],
    [
      'bn',
      'গুগল দিয়ে লগ ইন হয়নি। অনুগ্রহ করে আবার চেষ্টা করুন।',
      'এই অ্যাকাউন্টটি বন্ধ করা হয়েছে। অনুগ্রহ করে সাপোর্টে যোগাযোগ করুন।',
    ],
  ] as const)(
    'shows a refused Google token and a blocked account in a red alert, in %s',
    async (lang, failed, disabled) => {
      api.on(GOOGLE, {
        status: 400,
        body: { message: 'Google sign-in did not work. Please try again.', code: 'googleSignInFailed' },
      });
      const google = installFakeGoogleIdentity();
      const { dialog } = await openDialog(lang);
      await within(dialog).findByTestId('google-sign-in');
      await waitFor(() => expect(google.initialized).toHaveLength(1));
      act(() => google.chooseAccount(CREDENTIAL));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(failed);

      api.on(GOOGLE, {
        status: 400,
        body: { message: 'This account has been disabled. Please contact support.', code: 'accountDisabled' },
      });
      act(() => google.chooseAccount(CREDENTIAL));
      await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent(disabled));
      expect(passengerSession.readAccessToken()).toBeNull();
    },
  );

  it('says so when Google’s script does not load, and the mobile number still works', async () => {
    const { dialog } = await openDialog();
    const script = await waitFor(() => {
      const found = document.querySelector(`script[src="${GOOGLE_IDENTITY_SCRIPT}"]`);
      if (!found) throw new Error('no script yet');
      return found;
    });
    act(() => {
      script.dispatchEvent(new Event('error'));
    });
    expect(
      await within(dialog).findByText(
        'Google sign-in could not load. You can still log in with your mobile number.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Send code' })).toBeEnabled();
  });
});
