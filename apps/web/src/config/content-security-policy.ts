// DESIGN.md §8: the web's Content-Security-Policy. Built per request by the proxy, because the hosts it
// names (the API, the map tiles) are runtime configuration, and the nonce must be new on every page.

/** The directives a marketing tag may need hosts added to. */
export type TagDirective =
  | 'script-src'
  | 'connect-src'
  | 'img-src'
  | 'frame-src'
  | 'style-src'
  | 'font-src'
  | 'media-src'
  | 'worker-src';
/** Hosts to add to each directive (what the configured tags need: features/tags/tag-hosts.ts). */
export type PolicySources = Partial<Record<TagDirective, string[]>>;

export type CspSources = {
  /** A fresh base64 value for this response; Next.js puts it on each of its own scripts. */
  nonce: string;
  /** The API as the browser reaches it (PUBLIC_API_URL): fetches, its WebSocket and its images. */
  apiUrl: string;
  /** The map's tile URL template ('' for none); `{s}` subdomains become a wildcard. */
  tileUrl: string;
  /** `next dev` evaluates code for fast refresh; a production build never needs eval. */
  isDev: boolean;
  /**
   * The human check's script (TURNSTILE_SCRIPT_URL) when a site key is configured: its host serves the
   * script and the challenge's frame. Absent, neither is allowed.
   */
  humanCheckScriptUrl?: string;
  /**
   * Google sign-in is configured (GOOGLE_CLIENT_ID): Google Identity Services' script, its button's frame
   * and style, and its calls (features/auth/google-identity.ts).
   */
  googleSignIn?: boolean;
  /** What the configured marketing tags need (features/tags/tag-hosts.ts); none when none is. */
  tags?: PolicySources;
};

export function contentSecurityPolicy({
  nonce,
  apiUrl,
  tileUrl,
  isDev,
  humanCheckScriptUrl,
  googleSignIn = false,
  tags = {},
}: CspSources): string {
  const api = new URL(apiUrl);
  const apiSocket = `${api.protocol === 'https:' ? 'wss:' : 'ws:'}//${api.host}`;
  const tiles = tileOrigin(tileUrl);
  const humanCheck = humanCheckScriptUrl ? [new URL(humanCheckScriptUrl).origin] : [];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // 'strict-dynamic': the chunks Next's nonce-bearing scripts load are trusted; nothing else runs.
    // The human check's host is listed for browsers without 'strict-dynamic' (which ignore host sources).
    'script-src': [
      "'self'",
      `'nonce-${nonce}'`,
      "'strict-dynamic'",
      ...humanCheck,
      ...(isDev ? ["'unsafe-eval'"] : []),
    ],
    // React renders style attributes and Leaflet sets positions inline; a nonce here would disable
    // 'unsafe-inline', so styles have none. Styles cannot run code.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', api.origin, ...(tiles ? [tiles] : [])],
    'connect-src': ["'self'", api.origin, apiSocket],
    'font-src': ["'self'"],
    ...(humanCheck.length > 0 ? { 'frame-src': ["'self'", ...humanCheck] } : {}),
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  // A directive the policy did not name fell back to default-src 'self'; it keeps that and adds the tag's.
  const extra: PolicySources[] = [googleSignIn ? googleIdentitySources : {}, tags];
  for (const sources of extra) {
    for (const [name, hosts] of Object.entries(sources)) {
      directives[name] = [...(directives[name] ?? ["'self'"]), ...hosts];
    }
  }
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${[...new Set(values)].join(' ')}`)
    .join('; ');
}

/**
 * What Google Identity Services needs, from Google's "Setup" guide (Content Security Policy): its client
 * script (for browsers without 'strict-dynamic'; it runs through the nonce), the button's frame, its
 * stylesheet and its calls, all under accounts.google.com/gsi/.
 */
export const googleIdentitySources: PolicySources = {
  'script-src': ['https://accounts.google.com/gsi/client'],
  'frame-src': ['https://accounts.google.com/gsi/'],
  'connect-src': ['https://accounts.google.com/gsi/'],
  'style-src': ['https://accounts.google.com/gsi/style'],
};

/** The origin of an absolute tile template, with `{s}` (a subdomain letter) as `*`; null for a path. */
function tileOrigin(tileUrl: string): string | null {
  if (!/^https?:\/\//i.test(tileUrl)) return null;
  const host = /^https?:\/\/[^/]+/i.exec(tileUrl.replace('{s}', '*'))?.[0];
  return host ? host.toLowerCase() : null;
}

/** 128 random bits, base64: unguessable and valid in a CSP nonce-source. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}
