import { connect } from 'node:net';
import { connectionDrainer } from '@pothik/server-kit/drain-connections';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './helpers/app';

// A stop of the API (server.ts: SIGTERM from a container's init) answers the request in flight and
// ends: the connection that carried it is not kept alive to hold the close until the process is killed.

let app: FastifyInstance;
let drain: () => void;
let port: number;

beforeAll(async () => {
  app = await buildTestApp();
  drain = connectionDrainer(app.server);
  await app.listen({ host: '127.0.0.1', port: 0 });
  port = (app.server.address() as { port: number }).port;
});
afterAll(async () => {
  await app.close();
});

describe('a stop with a request in flight', () => {
  it('answers it with Connection: close, closes its connection and finishes closing', async () => {
    const socket = connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    let received = '';
    socket.on('data', (chunk) => {
      received += chunk;
    });
    const socketClosed = new Promise((resolve) => socket.once('close', resolve));
    // Refused by the schema once the whole body has been read: an answer that needs no database.
    const body = JSON.stringify({ mobile: '01700000000', otp: 'not-a-code' });
    const half = Math.floor(body.length / 2);
    socket.write(
      'POST /api/v3/user/verify HTTP/1.1\r\nHost: api\r\nContent-Type: application/json\r\n' +
        `Content-Length: ${body.length}\r\n\r\n${body.slice(0, half)}`,
    );
    // The request is under way (its headers read) when the stop begins.
    await new Promise((resolve) => setTimeout(resolve, 200));
    drain();
    let closed = false;
    const closing = app.close().then(() => {
      closed = true;
    });
    socket.write(body.slice(half));
    await socketClosed;
    expect(received).toMatch(/^HTTP\/1\.1 422 /);
    expect(received).toMatch(/\r\nconnection: close\r\n/i);
    // Fastify's close is not held by the connection any longer (it would be until keep-alive ran out).
    await expect.poll(() => closed, { timeout: 3_000 }).toBe(true);
    await closing;
  });
});
