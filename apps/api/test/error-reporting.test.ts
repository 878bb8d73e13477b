import { gzipSync } from 'node:zlib';
import { createEnvelope, serializeEnvelope } from '@sentry/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeSentry } from './fakes/sentry-envelope-server';
import { buildTestApp } from './helpers/app';

// Server errors reach Sentry (or GlitchTip) when SENTRY_DSN is set, with what finds them in the logs and
// nothing of the person who sent the request (docs/decisions/0007).
let sentry: Awaited<ReturnType<typeof startFakeSentry>>;
let app: FastifyInstance;

class FareGatewayError extends Error {
  override name = 'FareGatewayError';
}

beforeAll(async () => {
  sentry = await startFakeSentry();
  app = await buildTestApp({
    SENTRY_DSN: sentry.dsn,
    SENTRY_ENVIRONMENT: 'staging',
    SENTRY_RELEASE: 'pothik@1.2.3',
  });
  app.post('/boom', async () => {
    throw new FareGatewayError('gateway refused the fare for 01711223344', {
      cause: new Error('socket hang up'),
    });
  });
  app.get('/refused', async () => {
    throw Object.assign(new Error('not a server error'), { statusCode: 404 });
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await sentry.close();
});

describe('the error-reporting adapter', () => {
  it('reports a 500 with its type, cause and request id, and no body, header, cookie or number', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/boom',
      headers: {
        'x-request-id': 'req-7f3a',
        authorization: 'Bearer secret-access-token',
        cookie: 'session=secret-cookie',
      },
      payload: { mobile: '01811223344', otp: '4821' },
    });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'Something went wrong!', code: 'somethingWentWrong' });

    const [{ envelope, event }] = (await sentry.waitForEvents(1)) as [
      Awaited<ReturnType<typeof sentry.waitForEvents>>[number],
    ];
    expect(envelope.project).toBe('42');
    expect(envelope.publicKey).toBe('fakekey');
    expect(event.tags).toMatchObject({ request_id: 'req-7f3a', method: 'POST', route: '/boom' });
    expect(event.environment).toBe('staging');
    expect(event.release).toBe('pothik@1.2.3');
    const types = event.exception?.values.map((v) => v.type);
    // Causes first, as Sentry orders a chain.
    expect(types).toEqual(['Error', 'FareGatewayError']);
    const thrown = event.exception?.values.at(-1);
    expect(thrown?.value).toBe('gateway refused the fare for [mobile]');
    expect(thrown?.stacktrace?.frames.length).toBeGreaterThan(0);
    for (const secret of ['secret-access-token', 'secret-cookie', '01811223344', '4821', '01711223344']) {
      expect(envelope.raw).not.toContain(secret);
    }
  });

  it('reports no refusal: a 4xx is the client’s, not ours', async () => {
    const before = sentry.events().length;
    expect((await app.inject('/refused')).statusCode).toBe(404);
    expect((await app.inject('/no/such/route')).statusCode).toBe(404);
    expect(await app.errorReporter.flush(2000)).toBe(true);
    expect(sentry.events()).toHaveLength(before);
  });
});

describe('the fake ingest', () => {
  it('reads a gzipped envelope with a length-prefixed item, as Sentry’s own transport may send it', async () => {
    const envelope = createEnvelope({ event_id: 'a'.repeat(32), sent_at: new Date().toISOString() }, [
      [{ type: 'attachment', length: 11, filename: 'note.txt' }, 'line1\nline2'],
      [{ type: 'event' }, { event_id: 'a'.repeat(32), message: 'hello' }],
    ] as never);
    const body = gzipSync(serializeEnvelope(envelope));
    const url = new URL(sentry.dsn);
    const res = await fetch(`http://${url.host}/api/42/envelope/?sentry_key=fakekey`, {
      method: 'POST',
      headers: { 'content-encoding': 'gzip' },
      body,
    });
    expect(res.status).toBe(200);
    const received = sentry.envelopes.at(-1);
    expect(received?.items.map((item) => item.header.type)).toEqual(['attachment', 'event']);
    expect(received?.items[0]?.payload).toBe('line1\nline2');
    expect(received?.items[1]?.payload).toMatchObject({ message: 'hello' });
  });
});
