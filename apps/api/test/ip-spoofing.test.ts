import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { buildTestApp } from './helpers/app';
import { uniqueMobile } from './helpers/auth';
import { createTestClock } from './helpers/clock';
import { createTestDatabase } from './helpers/database';

// Which per-IP limit a request counts against: never what the client writes in X-Forwarded-For, and an
// IPv6 client by its /64 (a host picks a new address in it at will).
let database: Database;
let app: FastifyInstance;
const limit = { AUTH_IP_LOGIN_LIMIT: '2' };
// Limits count in fixed windows (a clock minute for place search): on the real clock a test's requests
// could straddle two windows and each stay under the limit. This clock does not move.
const clock = createTestClock();
beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(limit, { database, clock });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

function login(target: FastifyInstance, remoteAddress: string, forwardedFor?: string) {
  return target.inject({
    method: 'POST',
    url: '/api/v3/user/login',
    remoteAddress,
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
    payload: { mobile: uniqueMobile(), recaptcha_token: 'placeholder', channel: 'web' },
  });
}

async function statuses(requests: (() => Promise<{ statusCode: number }>)[]) {
  const answers: number[] = [];
  for (const request of requests) answers.push((await request()).statusCode);
  return answers;
}

it('a forged X-Forwarded-For does not reset the per-IP login limit', async () => {
  const answers = await statuses([0, 1, 2].map((i) => () => login(app, '203.0.113.9', `198.51.100.${i}`)));
  expect(answers).toEqual([200, 200, 429]);
});

describe('IPv6 clients count per /64', () => {
  it('shares the login limit among the addresses of one /64, not with the next /64', async () => {
    const answers = await statuses([
      () => login(app, '2001:db8:aa:1::1'),
      () => login(app, '2001:db8:aa:1:8000::42'),
      () => login(app, '2001:db8:aa:1:ffff:ffff:ffff:fffe'),
      () => login(app, '2001:db8:aa:2::1'),
    ]);
    expect(answers).toEqual([200, 200, 429, 200]);
  });

  it('counts an IPv4-mapped address as the IPv4 address', async () => {
    const answers = await statuses([
      () => login(app, '198.51.100.77'),
      () => login(app, '::ffff:198.51.100.77'),
      () => login(app, '198.51.100.77'),
    ]);
    expect(answers).toEqual([200, 200, 429]);
  });

  it('shares the place-search limit of the rate-limit plugin too (120 a minute)', async () => {
    const search = (remoteAddress: string) =>
      app.inject({ url: '/api/v3/geo/search?q=Dhaka', remoteAddress }).then((res) => res.statusCode);
    for (let i = 0; i < 120; i += 1) expect(await search(`2001:db8:bb:1::${(i + 1).toString(16)}`)).toBe(200);
    expect(await search('2001:db8:bb:1:ffff::1')).toBe(429);
    expect(await search('2001:db8:bb:2::1')).toBe(200);
  });
});

describe('behind a proxy (TRUST_PROXY)', () => {
  const proxy = '10.0.0.1';
  let clients = 0;
  const nextClient = () => `192.0.2.${++clients}`;

  it.each([
    ['its address', proxy],
    ['its range', '10.0.0.0/24'],
    ['a hop count', '1'],
  ])(
    'named by %s: the address the proxy appended counts, whatever the client put before it',
    async (_, trust) => {
      const behind = await buildTestApp({ ...limit, TRUST_PROXY: trust }, { database, clock });
      const client = nextClient();
      const answers = await statuses([
        () => login(behind, proxy, client),
        () => login(behind, proxy, `198.51.100.1, ${client}`),
        () => login(behind, proxy, `198.51.100.2, 198.51.100.3,${client}`),
      ]);
      expect(answers).toEqual([200, 200, 429]);
      // Another client behind the same proxy has its own allowance.
      expect((await login(behind, proxy, nextClient())).statusCode).toBe(200);
      await behind.close();
    },
  );

  it('ignores X-Forwarded-For from a peer that is not the proxy', async () => {
    const behind = await buildTestApp({ ...limit, TRUST_PROXY: proxy }, { database, clock });
    const answers = await statuses(
      [1, 2, 3].map((i) => () => login(behind, '203.0.113.77', `198.51.100.${i}`)),
    );
    expect(answers).toEqual([200, 200, 429]);
    await behind.close();
  });
});
