import { Agent, type ClientRequest, createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { drainOnSignal, KEEP_ALIVE_TIMEOUT_MS, keepAliveBehindProxy } from '../server/lifecycle.mjs';

// apps/web/server.mjs behind a proxy and in a container (docs/deploy.md), on a real HTTP server on
// 127.0.0.1: idle connections outlive the proxy's, and a stop answers what is in progress.

const log = pino(
  { level: 'silent' },
  new Writable({
    write(_chunk, _encoding, done) {
      done();
    },
  }),
);

let server: Server | undefined;
afterEach(() => {
  server?.closeAllConnections();
  server?.close();
  server = undefined;
});

/** A server whose `/slow` answers only when the test says; everything else at once. */
async function start() {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let slowArrived = () => {};
  const arrived = new Promise<void>((resolve) => {
    slowArrived = resolve;
  });
  const web = createServer(async (req, res) => {
    if (req.url === '/slow') {
      slowArrived();
      await released;
    }
    const body = `answered ${req.url}`;
    res.writeHead(200, { 'content-type': 'text/plain', 'content-length': body.length }).end(body);
  });
  keepAliveBehindProxy(web);
  const exits: number[] = [];
  const stop = drainOnSignal(web, { log, exit: (code) => exits.push(code), signals: [] });
  await new Promise<void>((resolve) => web.listen(0, '127.0.0.1', resolve));
  server = web;
  const port = (web.address() as AddressInfo).port;
  return { port, stop, release, arrived, exits };
}

type Answer = { status: number; connection: string | undefined; body: string };

function get(port: number, path: string, agent?: Agent) {
  let req!: ClientRequest;
  const answer = new Promise<Answer>((resolve, reject) => {
    req = request({ host: '127.0.0.1', port, path, agent }, (res) => {
      let body = '';
      res.on('data', (chunk) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
  return answer;
}

describe('the web server behind a proxy', () => {
  it('keeps an idle connection longer than nginx keeps its own (60 s)', async () => {
    const { port } = await start();
    expect(KEEP_ALIVE_TIMEOUT_MS).toBe(75_000);
    expect(server!.keepAliveTimeout).toBe(75_000);
    expect(server!.headersTimeout).toBe(80_000);
    expect((await get(port, '/')).connection).toBe('keep-alive');
  });
});

describe('a stop', () => {
  it('answers the request in progress with Connection: close, takes no new connection, then exits 0', async () => {
    const { port, stop, release, arrived, exits } = await start();
    // An idle keep-alive connection, as a proxy holds between requests.
    const idleAgent = new Agent({ keepAlive: true, maxSockets: 1 });
    await get(port, '/first', idleAgent);
    const idleSocketClosed = new Promise<void>((resolve) => {
      const socket = Object.values(idleAgent.freeSockets).flat()[0]!;
      socket.once('close', () => resolve());
    });

    const slow = get(port, '/slow');
    await arrived;
    stop('SIGTERM');
    await idleSocketClosed;
    await expect(get(port, '/after')).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    expect(exits).toEqual([]);

    release();
    // Its connection is not used again: it closes with the answer.
    expect(await slow).toEqual({ status: 200, connection: 'close', body: 'answered /slow' });
    await expect.poll(() => exits, { timeout: 5_000 }).toEqual([0]);
    idleAgent.destroy();
  });
});
