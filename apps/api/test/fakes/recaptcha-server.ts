import { startFakeServer } from './http-server';

export const FAKE_RECAPTCHA_SECRET = 'test-recaptcha-secret';
export const GOOD_RECAPTCHA_TOKEN = 'token-from-a-human';

/** Google's siteverify: form `secret`, `response`, `remoteip` in, `{success, error-codes}` out. */
export async function startFakeRecaptcha() {
  const server = await startFakeServer((req) => {
    const form = new URLSearchParams(req.body);
    if (form.get('secret') !== FAKE_RECAPTCHA_SECRET) {
      return { status: 200, body: { success: false, 'error-codes': ['invalid-input-secret'] } };
    }
    if (form.get('response') !== GOOD_RECAPTCHA_TOKEN) {
      return { status: 200, body: { success: false, 'error-codes': ['invalid-input-response'] } };
    }
    return { status: 200, body: { success: true, hostname: 'localhost' } };
  });
  return { ...server, verifyUrl: `${server.url}/recaptcha/api/siteverify` };
}
