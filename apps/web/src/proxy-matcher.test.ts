import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import * as pageStaticInfo from 'next/dist/build/analysis/get-page-static-info';
import { describe, expect, it } from 'vitest';
import { config } from './proxy';

// Every HTML answer carries the proxy's Content-Security-Policy: a page, the 404 page of any path (one
// with a dot too) and the driver app's offline page. Only Next's assets and the files that are no page
// are left out. Matched as Next.js matches them: the regular expression its build makes of the matcher,
// by its own function (not in its published types; should it move, this test fails to start).
const { getMiddlewareMatchers } = pageStaticInfo as unknown as {
  getMiddlewareMatchers: (matcher: string[], nextConfig: object) => { regexp: string }[];
};
const [matcher] = getMiddlewareMatchers(config.matcher, {});
const runsOn = (path: string) => new RegExp(matcher!.regexp).test(path);

function publicFiles(dir = join(import.meta.dirname, '..', 'public')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? publicFiles(join(dir, entry.name))
      : [`/${relative(join(import.meta.dirname, '..', 'public'), join(dir, entry.name))}`],
  );
}

describe('where the proxy (and so the CSP) runs', () => {
  it.each([
    '/',
    '/about-us',
    '/blogs/a.b',
    '/blogs/eid.2025',
    '/campaign/9',
    '/trip/my-trips',
    '/driver',
    '/driver/trips',
    '/driver/offline.html',
    '/favicon.icon',
    '/index.html',
    '/.env',
    '/wp-login.php',
  ])('runs on %s', (path) => {
    expect(runsOn(path)).toBe(true);
  });

  it.each([
    '/_next/static/chunks/app.js',
    '/_next/image',
    '/sw.js',
    '/driver/manifest.webmanifest',
    '/driver/icon-192.png',
    '/driver/icon-512.png',
    '/icon.svg',
    '/favicon.ico',
    '/robots.txt',
    '/sitemap.xml',
    '/blogs/feed.xml',
    '/blogs/atom.xml',
    '/newsrooms/feed.xml',
    '/newsrooms/atom.xml',
  ])('leaves %s as it is', (path) => {
    expect(runsOn(path)).toBe(false);
  });

  it('leaves every file of public/ alone but the HTML ones', () => {
    const files = publicFiles();
    expect(files).toContain('/driver/offline.html');
    for (const file of files) expect(runsOn(file), file).toBe(file.endsWith('.html'));
  });
});
