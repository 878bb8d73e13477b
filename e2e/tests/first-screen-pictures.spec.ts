import { expect, test } from '../fixtures';

test.skip(({ isMobile }) => isMobile, 'the first HTML does not depend on the viewport');

// Issue 42: the largest paint of each content route is its first picture. It has to be in the first HTML
// (not drawn later by script), with its box's size, fetched first, and a phone has to be able to take its
// 480 or 960 px file by `sizes` rather than the 1200 px original; each file is cached for a day at least.
const contentRoutes = ['/blogs', '/campaign', '/blogs/after-eid-return-to-dhaka'];

/** An attribute of one HTML tag (React writes fetchPriority; HTML's attribute names ignore case). */
const attribute = (tag: string, name: string) =>
  new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1]?.replaceAll('&amp;', '&');

test.describe('the first-screen picture of each content route', () => {
  for (const path of contentRoutes) {
    test(`${path}: in the first HTML with its size, fetched first, 480 or 960 px by sizes`, async ({
      request,
    }) => {
      const html = await (await request.get(path)).text();
      const main = html.slice(html.indexOf('<main'));
      const pictures = main.match(/<img\b[^>]*>/g) ?? [];
      const first = pictures[0] ?? '';
      expect(first).toMatch(/^<img\b/);
      // The first picture of the page's content is the one fetched first, and the only one.
      expect(attribute(first, 'fetchpriority')).toBe('high');
      expect(pictures.filter((tag) => attribute(tag, 'fetchpriority') === 'high')).toHaveLength(1);
      expect(attribute(first, 'loading')).not.toBe('lazy');
      // Its box in whole pixels, so the page lays out around it before it arrives.
      expect(attribute(first, 'width')).toMatch(/^[1-9]\d*$/);
      expect(attribute(first, 'height')).toMatch(/^[1-9]\d*$/);
      expect(attribute(first, 'sizes')).toBeTruthy();

      const candidates = (attribute(first, 'srcset') ?? '').split(', ').map((c) => c.split(' '));
      expect(candidates.map(([, width]) => width)).toEqual(expect.arrayContaining(['480w', '960w']));
      for (const [url, width] of candidates) {
        if (width !== '480w' && width !== '960w') continue;
        const file = await request.get(url!);
        expect(file.status(), url).toBe(200);
        expect(file.headers()['content-type']).toBe('image/webp');
        const maxAge = Number(/max-age=(\d+)/.exec(file.headers()['cache-control'] ?? '')?.[1] ?? 0);
        expect(maxAge, url).toBeGreaterThanOrEqual(86_400);
      }
    });
  }
});

test('the driver app’s icons, the web’s own pictures, are cached for a day', async ({ request }) => {
  for (const path of ['/driver/icon-192.png', '/driver/icon-512.png']) {
    const icon = await request.get(path);
    expect(icon.status(), path).toBe(200);
    expect(icon.headers()['cache-control'], path).toBe('public, max-age=86400');
  }
});
