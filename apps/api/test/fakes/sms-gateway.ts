import { startFakeServer } from './http-server';

export const FAKE_SMS_KEY = 'test-sms-api-key';

/**
 * A JSON SMS gateway: POST /send {to, message, sender_id} with `Authorization: Bearer <key>`.
 * A wrong key is 401; `failNext` makes the next accepted request a 502.
 */
export async function startFakeSmsGateway() {
  const state = { failNext: false };
  const server = await startFakeServer((req) => {
    if (req.method !== 'POST' || req.path !== '/send') return { status: 404, body: { error: 'not found' } };
    if (req.headers.authorization !== `Bearer ${FAKE_SMS_KEY}`)
      return { status: 401, body: { error: 'bad key' } };
    if (state.failNext) {
      state.failNext = false;
      return { status: 502, body: { error: 'operator unavailable' } };
    }
    return { status: 200, body: { status: 'queued', id: `msg-${server.requests.length}` } };
  });
  const sent = () =>
    server.requests
      .filter((r) => r.path === '/send')
      .map((r) => JSON.parse(r.body) as { to: string; message: string; sender_id: string });
  return { ...server, sendUrl: `${server.url}/send`, state, sent };
}
