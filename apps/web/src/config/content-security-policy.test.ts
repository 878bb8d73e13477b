import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, createNonce } from './content-security-policy';

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split('; ').map((part) => {
      const [name = '', ...values] = part.split(' ');
      return [name, values];
    }),
  );
}

const base = {
  nonce: 'abc123==',
  apiUrl: 'https://api.pothik.com.bd',
  tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  isDev: false,
};

describe('contentSecurityPolicy', () => {
  it('lets only nonce-bearing scripts (and what they load) run, never eval in production', () => {
    const d = directives(contentSecurityPolicy(base));
    expect(d.get('script-src')).toEqual(["'self'", "'nonce-abc123=='", "'strict-dynamic'"]);
    expect(d.get('object-src')).toEqual(["'none'"]);
    expect(d.get('frame-ancestors')).toEqual(["'none'"]);
    expect(d.get('base-uri')).toEqual(["'self'"]);
  });

  it('allows eval under next dev only', () => {
    const d = directives(contentSecurityPolicy({ ...base, isDev: true }));
    expect(d.get('script-src')).toContain("'unsafe-eval'");
  });

  it("reaches the API's origin over HTTP and its WebSocket, and loads its images", () => {
    const d = directives(contentSecurityPolicy(base));
    expect(d.get('connect-src')).toEqual(["'self'", 'https://api.pothik.com.bd', 'wss://api.pothik.com.bd']);
    expect(d.get('img-src')).toContain('https://api.pothik.com.bd');

    const local = directives(contentSecurityPolicy({ ...base, apiUrl: 'http://127.0.0.1:4000' }));
    expect(local.get('connect-src')).toEqual(["'self'", 'http://127.0.0.1:4000', 'ws://127.0.0.1:4000']);
  });

  it("loads the tile host's images, with {s} subdomains as a wildcard, and none for a path or no tiles", () => {
    expect(directives(contentSecurityPolicy(base)).get('img-src')).toContain(
      'https://tile.openstreetmap.org',
    );
    const subdomains = contentSecurityPolicy({
      ...base,
      tileUrl: 'https://{s}.tiles.example.com:8443/{z}/{x}/{y}.png',
    });
    expect(directives(subdomains).get('img-src')).toContain('https://*.tiles.example.com:8443');

    for (const tileUrl of ['', '/tiles/{z}/{x}/{y}.png']) {
      expect(directives(contentSecurityPolicy({ ...base, tileUrl })).get('img-src')).toEqual([
        "'self'",
        'data:',
        'blob:',
        'https://api.pothik.com.bd',
      ]);
    }
  });

  it("allows the human check's script host and its challenge frame only when a site key is configured", () => {
    const plain = directives(contentSecurityPolicy(base));
    expect(plain.has('frame-src')).toBe(false);
    expect(plain.get('script-src')).not.toContain('https://challenges.cloudflare.com');

    const withCheck = directives(
      contentSecurityPolicy({
        ...base,
        humanCheckScriptUrl: 'https://challenges.cloudflare.com/turnstile/v0/api.js',
      }),
    );
    expect(withCheck.get('script-src')).toEqual([
      "'self'",
      "'nonce-abc123=='",
      "'strict-dynamic'",
      'https://challenges.cloudflare.com',
    ]);
    expect(withCheck.get('frame-src')).toEqual(["'self'", 'https://challenges.cloudflare.com']);
    expect(withCheck.get('frame-ancestors')).toEqual(["'none'"]);
  });
});

describe('contentSecurityPolicy with Google sign-in', () => {
  it("adds Google Identity Services' script, frame, style and calls only when a client id is configured", () => {
    const google = 'https://accounts.google.com';
    const plain = contentSecurityPolicy(base);
    expect(plain).not.toContain(google);
    const withGoogle = directives(contentSecurityPolicy({ ...base, googleSignIn: true }));
    expect(withGoogle.get('script-src')).toEqual([
      "'self'",
      "'nonce-abc123=='",
      "'strict-dynamic'",
      `${google}/gsi/client`,
    ]);
    expect(withGoogle.get('frame-src')).toEqual(["'self'", `${google}/gsi/`]);
    expect(withGoogle.get('connect-src')).toContain(`${google}/gsi/`);
    expect(withGoogle.get('style-src')).toEqual(["'self'", "'unsafe-inline'", `${google}/gsi/style`]);
    // Nothing else of Google's.
    const hosts = [...withGoogle.values()].flat().filter((value) => value.includes('google'));
    expect(hosts).toHaveLength(4);
  });
});

describe('contentSecurityPolicy with marketing tags', () => {
  it('adds exactly the hosts given, keeping what each directive allowed before', () => {
    const plain = directives(contentSecurityPolicy(base));
    const d = directives(
      contentSecurityPolicy({
        ...base,
        tags: {
          'script-src': ['https://*.googletagmanager.com'],
          'connect-src': ['https://*.google-analytics.com'],
          'frame-src': ['https://game.crisp.chat'],
          'worker-src': ['blob:', 'https://client.crisp.chat'],
        },
      }),
    );
    expect(d.get('script-src')).toEqual([
      ...(plain.get('script-src') ?? []),
      'https://*.googletagmanager.com',
    ]);
    expect(d.get('connect-src')).toEqual([
      ...(plain.get('connect-src') ?? []),
      'https://*.google-analytics.com',
    ]);
    expect(d.get('img-src')).toEqual(plain.get('img-src'));
    // Directives the policy left to default-src 'self' keep 'self'.
    expect(d.get('frame-src')).toEqual(["'self'", 'https://game.crisp.chat']);
    expect(d.get('worker-src')).toEqual(["'self'", 'blob:', 'https://client.crisp.chat']);
    expect(d.get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('is unchanged when no tag is configured', () => {
    expect(contentSecurityPolicy({ ...base, tags: {} })).toBe(contentSecurityPolicy(base));
  });

  it("keeps the human check's script host and frame beside the tags' own", () => {
    const d = directives(
      contentSecurityPolicy({
        ...base,
        humanCheckScriptUrl: 'https://challenges.cloudflare.com/turnstile/v0/api.js',
        tags: {
          'script-src': ['https://client.crisp.chat'],
          'frame-src': ['https://game.crisp.chat'],
        },
      }),
    );
    expect(d.get('script-src')).toEqual([
      "'self'",
      "'nonce-abc123=='",
      "'strict-dynamic'",
      'https://challenges.cloudflare.com',
      'https://client.crisp.chat',
    ]);
    expect(d.get('frame-src')).toEqual([
      "'self'",
      'https://challenges.cloudflare.com',
      'https://game.crisp.chat',
    ]);
  });
});

describe('createNonce', () => {
  it('is 128 random bits in base64, new each time', () => {
    const nonces = new Set(Array.from({ length: 100 }, createNonce));
    expect(nonces.size).toBe(100);
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });
});
