import type { APIResponse } from '@playwright/test';
import { expect, test } from '../fixtures';
import { browserApiUrl } from '../playwright.config';

test.skip(({ isMobile }) => isMobile, 'response headers do not depend on the viewport');

function policyOf(response: APIResponse): Map<string, string[]> {
  const header = response.headers()['content-security-policy'] ?? '';
  return new Map(
    header.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

function nonceOf(policy: Map<string, string[]>): string {
  const source = policy.get('script-src')?.find((value) => value.startsWith("'nonce-")) ?? '';
  return source.slice("'nonce-".length, -1);
}

test.describe('security headers (DESIGN.md §8)', () => {
  for (const path of ['/', '/about-us', '/trip/my-trips', '/profile']) {
    test(`${path}: a CSP whose fresh nonce is on every script of the page`, async ({ request }) => {
      const first = await request.get(path);
      expect(first.status()).toBe(200);
      const policy = policyOf(first);
      const nonce = nonceOf(policy);
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(policy.get('script-src')).toContain("'strict-dynamic'");
      expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
      expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
      expect(policy.get('connect-src')).toEqual(
        expect.arrayContaining([browserApiUrl, browserApiUrl.replace(/^http/, 'ws')]),
      );

      const html = await first.text();
      const scripts = html.match(/<script\b[^>]*>/g) ?? [];
      expect(scripts.length).toBeGreaterThan(0);
      for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);

      const second = await request.get(path);
      expect(nonceOf(policyOf(second))).not.toBe(nonce);

      const headers = first.headers();
      expect(headers['strict-transport-security']).toMatch(/max-age=\d+/);
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['x-frame-options']).toBe('DENY');
      expect(headers['x-content-type-options']).toBe('nosniff');
    });
  }

  // Every HTML answer: a path with a dot is a page too (a blog's slug, or the 404 page), and so is the
  // driver app's offline page, a static file.
  for (const [path, status] of [
    ['/blogs/a.b', 404],
    ['/about-us.html', 404],
    ['/driver/offline.html', 200],
  ] as const) {
    test(`${path}: HTML with a CSP whose nonce is on its every script`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(status);
      expect(response.headers()['content-type']).toMatch(/^text\/html/);
      const policy = policyOf(response);
      const nonce = nonceOf(policy);
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
      const scripts = (await response.text()).match(/<script\b[^>]*>/g) ?? [];
      for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    });
  }

  test.describe('the 404 page of a dotted path', () => {
    test.use({ allowedConsoleErrors: [/status of 404/] });

    // A policy violation would be a console error (fixtures.ts).
    test('runs its scripts under its policy', async ({ page }) => {
      const response = await page.goto('/blogs/a.b');
      expect(response?.status()).toBe(404);
      // Hydrated: the header's login opens its dialog.
      await page.getByRole('button', { name: 'Log in' }).first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
    });
  });

  // DESIGN.md §14: e2e configures GA4, the Meta Pixel and Crisp (playwright.config.ts).
  test('the marketing tags add their hosts, except where refused and in the driver app', async ({
    request,
  }) => {
    const undecided = policyOf(await request.get('/about-us'));
    expect(undecided.get('script-src')).toEqual(
      expect.arrayContaining([
        'https://*.googletagmanager.com',
        'https://connect.facebook.net',
        'https://client.crisp.chat',
      ]),
    );
    expect(undecided.get('connect-src')).toEqual(
      expect.arrayContaining([
        'https://*.google-analytics.com',
        'https://www.facebook.com',
        'wss://client.relay.crisp.chat',
      ]),
    );
    // Google sign-in's frame is there too: e2e configures it (below).
    expect(undecided.get('frame-src')).toEqual([
      "'self'",
      'https://accounts.google.com/gsi/',
      'https://game.crisp.chat',
    ]);

    const onlyAnalytics = await request.get('/about-us', {
      headers: { cookie: 'consent=1.analytics:1.marketing:0.support:0' },
    });
    const policy = onlyAnalytics.headers()['content-security-policy'] ?? '';
    expect(policy).toContain('https://*.googletagmanager.com');
    expect(policy).not.toMatch(/facebook|crisp/);

    expect((await request.get('/driver')).headers()['content-security-policy']).not.toMatch(
      /googletagmanager|facebook|crisp/,
    );
  });

  // DESIGN.md §14: e2e configures Google sign-in (GOOGLE_CLIENT_ID). Its hosts are the login's, not a
  // tag's: there whatever the visitor chose about cookies, but not in the driver app, which logs in by code.
  test("Google sign-in adds Google Identity Services' hosts, except in the driver app", async ({
    request,
  }) => {
    const refusedAll = policyOf(
      await request.get('/about-us', { headers: { cookie: 'consent=1.analytics:0.marketing:0.support:0' } }),
    );
    expect(refusedAll.get('script-src')).toContain('https://accounts.google.com/gsi/client');
    expect(refusedAll.get('frame-src')).toEqual(["'self'", 'https://accounts.google.com/gsi/']);
    expect(refusedAll.get('connect-src')).toContain('https://accounts.google.com/gsi/');
    expect(refusedAll.get('style-src')).toContain('https://accounts.google.com/gsi/style');
    expect((await request.get('/driver')).headers()['content-security-policy']).not.toContain(
      'accounts.google.com',
    );
  });

  test.describe('an injected script', () => {
    test.use({ allowedConsoleErrors: [/Content Security Policy/] });

    // What an XSS looks like: markup with an inline handler. ('strict-dynamic' deliberately trusts
    // scripts that running code appends, so createElement('script') is not the attack to test.)
    test('an inline handler in injected markup does not run, while the page itself works', async ({
      page,
    }) => {
      await page.goto('/');
      await expect(page.getByRole('button', { name: 'Get Fare' })).toBeVisible();
      const refused = page.waitForEvent('console', (msg) => /Content Security Policy/.test(msg.text()));
      await page.evaluate(() => {
        const holder = document.createElement('div');
        holder.innerHTML = '<img src="data:," alt="" onerror="window.injectedRan = true">';
        document.body.append(holder);
      });
      expect((await refused).text()).toMatch(/inline event handler/i);
      expect(await page.evaluate(() => 'injectedRan' in window)).toBe(false);
    });
  });
});
