import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { isLocalAddress } from '@pothik/server-kit/local-address';
import { describe, expect, it } from 'vitest';
import { productionProblems, webMode } from '../server/production-checks.mjs';

// The web server started without naming a mode is production, and refuses to
// start with public addresses unset or on this machine, without the revalidation secret it shares with
// the API, or without the Turnstile site key (the API in production refuses the placeholder token);
// one line per problem.
const safe = {
  SITE_URL: 'https://pothik.example',
  PUBLIC_API_URL: 'https://api.pothik.example',
  SITE_REVALIDATE_SECRET: 'revalidate-secret-of-the-web-tests-0001',
  TURNSTILE_SITE_KEY: '0x4AAAAAAAWebTestsSiteKey',
};

describe('the web in production', () => {
  it('is the mode unless NODE_ENV names development or test', () => {
    expect(webMode({})).toBe('production');
    expect(webMode({ NODE_ENV: 'production' })).toBe('production');
    expect(webMode({ NODE_ENV: 'staging' })).toBe('production');
    expect(webMode({ NODE_ENV: 'development' })).toBe('development');
  });

  it('refuses unset or local addresses, a missing or short secret and a missing site key', () => {
    expect(productionProblems(safe)).toEqual([]);
    expect(productionProblems({})).toEqual([
      'SITE_URL is unset: set the public https address',
      'PUBLIC_API_URL is unset: set the public https address',
      expect.stringMatching(/^SITE_REVALIDATE_SECRET is unset/),
      expect.stringMatching(/^TURNSTILE_SITE_KEY is unset: .*placeholder/),
    ]);
    // Blank is unset, as env.ts reads it.
    expect(productionProblems({ ...safe, TURNSTILE_SITE_KEY: ' ' })).toEqual([
      expect.stringMatching(/^TURNSTILE_SITE_KEY is unset/),
    ]);
    expect(
      productionProblems({
        ...safe,
        SITE_URL: 'http://localhost:3000',
        PUBLIC_API_URL: 'http://127.0.0.1:4000',
        SITE_REVALIDATE_SECRET: 'e2e-site-revalidate-secret',
      }),
    ).toEqual([
      'SITE_URL points at this machine: http://localhost:3000',
      'PUBLIC_API_URL points at this machine: http://127.0.0.1:4000',
      'SITE_REVALIDATE_SECRET is shorter than 32 characters',
    ]);
    expect(isLocalAddress('http://[::1]:3000')).toBe(true);
    expect(isLocalAddress('https://pothik.example')).toBe(false);
  });

  it('loads the human check’s script from Cloudflare only', () => {
    const cloudflare = 'https://challenges.cloudflare.com/turnstile/v0/api.js';
    expect(productionProblems({ ...safe, TURNSTILE_SCRIPT_URL: cloudflare })).toEqual([]);
    expect(productionProblems({ ...safe, TURNSTILE_SCRIPT_URL: ' ' })).toEqual([]);
    expect(productionProblems({ ...safe, TURNSTILE_SCRIPT_URL: 'https://widgets.example/api.js' })).toEqual([
      'TURNSTILE_SCRIPT_URL is overridden (https://widgets.example/api.js): production loads Cloudflare’s own widget script (unset it)',
    ]);
  });

  it('exits non-zero with those lines, before Next.js loads, when server.mjs starts without a mode', async () => {
    const child = spawn(process.execPath, ['server.mjs'], {
      cwd: resolve(import.meta.dirname, '..'),
      // No NODE_ENV, which Next.js's types make required: that is the case under test.
      env: {
        PATH: process.env.PATH ?? '',
        SITE_URL: 'http://localhost:3000',
      } as unknown as NodeJS.ProcessEnv,
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const code = await new Promise((done) => child.once('exit', done));
    expect(code).toBe(1);
    expect(stderr.trim().split('\n')).toEqual([
      expect.stringMatching(/^Refusing to start in production/),
      '  SITE_URL points at this machine: http://localhost:3000',
      '  PUBLIC_API_URL is unset: set the public https address',
      expect.stringMatching(/^ {2}SITE_REVALIDATE_SECRET is unset/),
      expect.stringMatching(/^ {2}TURNSTILE_SITE_KEY is unset/),
    ]);
  });
});
