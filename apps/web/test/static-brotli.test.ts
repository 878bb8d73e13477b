import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { precompressedSender } from '../server/static-brotli.mjs';

const script = Buffer.from('console.log("a chunk of ours");');
let send: ReturnType<typeof precompressedSender>;

beforeAll(() => {
  const build = mkdtempSync(join(tmpdir(), 'pothik-static-'));
  const staticDir = join(build, 'static');
  mkdirSync(join(staticDir, 'chunks'), { recursive: true });
  writeFileSync(join(staticDir, 'chunks/app.js.br'), brotliCompressSync(script));
  // Beside the static folder, not in it: never to be sent.
  writeFileSync(join(build, 'secret.js.br'), brotliCompressSync('secret'));
  send = precompressedSender(staticDir);
});

function request(url: string, headers: Record<string, string> = {}, method = 'GET') {
  return { url, method, headers: { 'accept-encoding': 'gzip, deflate, br', ...headers } } as IncomingMessage;
}

function response() {
  const sent: { status?: number; headers?: Record<string, unknown>; body?: Buffer } = {};
  const res = {
    writeHead(status: number, headers: Record<string, unknown>) {
      sent.status = status;
      sent.headers = headers;
      return res;
    },
    end(body: Buffer) {
      sent.body = body;
    },
  };
  return { res: res as unknown as ServerResponse, sent };
}

describe('the build’s brotli copies of static files', () => {
  it('are sent to a browser that accepts brotli, cached for good and with the security headers', async () => {
    const { res, sent } = response();
    expect(await send(request('/_next/static/chunks/app.js?dpl=1'), res)).toBe(true);
    expect(sent.status).toBe(200);
    expect(sent.headers).toMatchObject({
      'Content-Type': 'application/javascript; charset=UTF-8',
      'Content-Encoding': 'br',
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
      Vary: 'Accept-Encoding',
    });
    expect(sent.headers?.['Content-Length']).toBe(sent.body?.length);
    expect(brotliCompressSync(script).equals(sent.body!)).toBe(true);
  });

  it.each([
    ['named with a weight', 'gzip;q=1.0, br;q=0.5'],
    ['taken by a wildcard', '*'],
    ['named in capitals', 'GZIP, BR'],
  ])('are sent when brotli is %s', async (_, acceptEncoding) => {
    const { res, sent } = response();
    expect(
      await send(request('/_next/static/chunks/app.js', { 'accept-encoding': acceptEncoding }), res),
    ).toBe(true);
    expect(sent.headers?.['Content-Encoding']).toBe('br');
  });

  it.each([
    ['brotli refused', request('/_next/static/chunks/app.js', { 'accept-encoding': 'gzip, br;q=0' })],
    ['no brotli asked for', request('/_next/static/chunks/app.js', { 'accept-encoding': 'gzip' })],
    [
      'brotli refused by a wildcard at q=0',
      request('/_next/static/chunks/app.js', { 'accept-encoding': 'gzip, *;q=0' }),
    ],
    [
      'no Accept-Encoding',
      { url: '/_next/static/chunks/app.js', method: 'GET', headers: {} } as IncomingMessage,
    ],
    ['a range', request('/_next/static/chunks/app.js', { range: 'bytes=0-9' })],
    ['a HEAD', request('/_next/static/chunks/app.js', {}, 'HEAD')],
    ['a file with no copy', request('/_next/static/chunks/other.js')],
    ['a path out of the static folder', request('/_next/static/..%2Fsecret.js')],
    ['a path that does not decode', request('/_next/static/%E0%A4%A.js')],
    ['a page', request('/blogs')],
  ])('are left to Next.js for %s', async (_, req) => {
    const { res, sent } = response();
    expect(await send(req, res)).toBe(false);
    expect(sent.status).toBeUndefined();
  });
});
