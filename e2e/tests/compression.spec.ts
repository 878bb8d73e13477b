import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../fixtures';

test.skip(({ isMobile }) => isMobile, 'response encodings do not depend on the viewport');

const fetchWith = (request: APIRequestContext, path: string, acceptEncoding: string) =>
  request.get(path, { headers: { 'accept-encoding': acceptEncoding } });

test.describe('compression (apps/web/server.mjs)', () => {
  test('a page comes in brotli to a browser that accepts it, in gzip to one that does not', async ({
    request,
  }) => {
    const br = await fetchWith(request, '/', 'gzip, deflate, br');
    expect(br.headers()['content-encoding']).toBe('br');
    expect(br.headers().vary).toMatch(/accept-encoding/i);
    expect(await br.text()).toContain('<main id="main-content"');

    const gzip = await fetchWith(request, '/', 'gzip, br;q=0');
    expect(gzip.headers()['content-encoding']).toBe('gzip');
    expect(await gzip.text()).toContain('<main id="main-content"');
  });

  test('a script comes as the build’s brotli copy, cached for good, and as the same file in gzip or plain', async ({
    request,
  }) => {
    const html = await (await request.get('/blogs')).text();
    const scripts = [...new Set(html.match(/\/_next\/static\/chunks\/[\w.-]+\.js/g) ?? [])];
    expect(scripts.length).toBeGreaterThan(3);

    for (const script of scripts) {
      const plain = await fetchWith(request, script, 'identity');
      expect(plain.headers()['content-encoding']).toBeUndefined();
      const original = await plain.body();

      const br = await fetchWith(request, script, 'gzip, deflate, br');
      expect(br.status()).toBe(200);
      expect(br.headers()['content-encoding']).toBe('br');
      expect(br.headers()['content-type']).toMatch(/^application\/javascript/);
      expect(br.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(br.headers()['x-content-type-options']).toBe('nosniff');
      expect(Number(br.headers()['content-length'])).toBeLessThan(original.length);
      expect((await br.body()).equals(original)).toBe(true);

      const gzip = await fetchWith(request, script, 'gzip');
      expect(gzip.headers()['content-encoding']).toBe('gzip');
      expect((await gzip.body()).equals(original)).toBe(true);
    }
  });
});
