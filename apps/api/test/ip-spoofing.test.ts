import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp } from './helpers/app';

let app: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  app = await buildTestApp({ AUTH_IP_LOGIN_LIMIT: '2' });
  await app.ready();
});
afterAll(async () => {
  await app.close();
});

it('a forged X-Forwarded-For does not reset the per-IP login limit', async () => {
  const statuses: number[] = [];
  for (let i = 0; i < 3; i++) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v3/user/login',
      remoteAddress: '203.0.113.9',
      headers: { 'x-forwarded-for': `198.51.100.${i}` },
      payload: { mobile: `0171000000${i}`, recaptcha_token: 'placeholder', channel: 'web' },
    });
    statuses.push(res.statusCode);
  }
  expect(statuses).toEqual([200, 200, 429]);
});
