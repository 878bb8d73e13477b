import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import adminConsole from '../src/plugins/admin-console';

// Every file the staff console is made of carries the console's CSP, not only its
// page: a script, a stylesheet, a picture or any other file under /admin/ opened on its own is held
// to it too. The console is served from a folder laid out as `vite build` leaves apps/admin/dist.
const dir = mkdtempSync(join(tmpdir(), 'pothik-admin-dist-'));
let app: FastifyInstance;

beforeAll(async () => {
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(dir, 'assets', 'index-3f9a1c.js'), 'console.log("console");');
  writeFileSync(join(dir, 'assets', 'index-3f9a1c.css'), 'body{margin:0}');
  writeFileSync(join(dir, 'assets', 'logo-77aa.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(dir, 'favicon.ico'), Buffer.from([0, 0, 1, 0]));
  app = Fastify({ logger: false });
  await app.register(adminConsole, { dir });
  // A route outside the console keeps its own headers.
  app.get('/elsewhere', async () => ({ ok: true }));
  await app.ready();
});
afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

const policyOf = (header: unknown) =>
  new Map(
    String(header ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name = '', ...values]) => [name, values]),
  );

describe('the staff console’s CSP', () => {
  it.each([
    ['/admin', 'text/html'],
    ['/admin/leads/12', 'text/html'],
    ['/admin/assets/index-3f9a1c.js', 'javascript'],
    ['/admin/assets/index-3f9a1c.css', 'text/css'],
    ['/admin/assets/logo-77aa.svg', 'image/svg+xml'],
    ['/admin/favicon.ico', 'image'],
  ])('is on %s', async (url, type) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain(type);
    const policy = policyOf(res.headers['content-security-policy']);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
  });

  it('is on a revalidated asset (304) too, and only the hashed assets are cached for good', async () => {
    const first = await app.inject({ method: 'GET', url: '/admin/assets/index-3f9a1c.js' });
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const again = await app.inject({
      method: 'GET',
      url: '/admin/assets/index-3f9a1c.js',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
    const page = await app.inject({ method: 'GET', url: '/admin' });
    expect(page.headers['cache-control']).toBe('no-store');
  });

  it('stays inside the console', async () => {
    const res = await app.inject({ method: 'GET', url: '/elsewhere' });
    expect(res.headers['content-security-policy']).toBeUndefined();
  });
});
