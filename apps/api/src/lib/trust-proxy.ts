import { isIP } from 'node:net';

/** Fastify's `trustProxy`: off, the number of proxies in front of the API, or their addresses. */
export type TrustProxy = false | number | string[];

// proxy-addr's names for whole ranges: 127.0.0.1/8 and ::1, link-local, and private (RFC 1918, fc00::/7).
const rangeNames = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * Reads TRUST_PROXY: unset or `false` trusts no proxy (the socket's address counts); a whole number is
 * how many proxies stand in front of the API (the address that many hops back in X-Forwarded-For
 * counts); otherwise a comma-separated list of the proxies' addresses, CIDR ranges or range names.
 * `true` is refused: it takes the left-most X-Forwarded-For entry, which any client can write.
 */
export function parseTrustProxy(raw: string | undefined): { value: TrustProxy } | { problem: string } {
  const text = raw?.trim() ?? '';
  if (text === '' || text === 'false') return { value: false };
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return hops <= 32 ? { value: hops === 0 ? false : hops } : { problem: 'at most 32 proxies' };
  }
  if (text === 'true') {
    return {
      problem:
        'true would trust every client’s X-Forwarded-For; name the proxies’ addresses (comma-separated, CIDR allowed) or how many proxies stand in front of the API',
    };
  }
  const entries = text.split(',').map((entry) => entry.trim());
  const bad = entries.filter((entry) => !isProxyAddress(entry));
  if (bad.length > 0) return { problem: `not an address, CIDR range or range name: ${bad.join(', ')}` };
  return { value: entries };
}

/**
 * The value Fastify takes. Fastify 5.12 trusts nothing when given a bare number (it cannot know the
 * peer is a proxy), so a hop count becomes a function trusting that many hops: right only when the
 * API cannot be reached except through those proxies, which is why addresses are the better setting.
 */
export function fastifyTrustProxy(
  value: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof value !== 'number') return value;
  return (_address, hop) => hop < value;
}

function isProxyAddress(entry: string): boolean {
  if (rangeNames.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (family === 4 && isIP(prefix) === 4) return true; // a netmask, 10.0.0.0/255.0.0.0
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}
