import { createHash, randomBytes } from 'node:crypto';
import { type CryptoKey, exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';
import { startFakeServer } from './http-server';

export const FAKE_GOOGLE_CLIENT_ID = '123456789012-fakeclient.apps.googleusercontent.com';
const KEY_ID = 'fake-google-key-1';

/** What a page sends after Google's button: the ID token, and the raw nonce it asked Google with. */
export type PageCredential = { credential: string; raw_nonce: string };

/** A page's raw nonce (32 random bytes, base64url) and the `nonce` Google is given: its SHA-256. */
export function newPageNonce() {
  const raw = randomBytes(32).toString('base64url');
  return { raw, nonce: createHash('sha256').update(raw).digest('base64url') };
}

/**
 * A local stand-in for Google as an ID token issuer: its JWKS (GET /oauth2/v3/certs, `{ keys: [...] }`
 * with RS256 public keys named by `kid`, as Google publishes them) and tokens signed with the private key,
 * claims as Google writes them (iss, aud, sub, email, email_verified, iat, exp, and the page's `nonce`
 * with `signForPage`). `signWithStrangerKey`
 * signs with a key the JWKS does not hold, under the published key's id (a forged signature).
 */
export async function startFakeGoogleIssuer() {
  const { publicKey, privateKey } = await generateKeyPair('RS256', { extractable: true });
  const stranger = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: KEY_ID, alg: 'RS256', use: 'sig' };
  let isDown = false;
  const server = await startFakeServer((req) => {
    if (isDown) return { status: 503, body: { error: 'unavailable' } };
    if (req.method === 'GET' && req.path === '/oauth2/v3/certs')
      return { status: 200, body: { keys: [jwk] } };
    return { status: 404, body: { error: 'not found' } };
  });

  const sign = async (
    claims: JWTPayload & { email?: string; email_verified?: boolean } = {},
    opts: { key?: CryptoKey; issuedAt?: Date; expiresInSec?: number; kid?: string } = {},
  ) => {
    const iat = Math.floor((opts.issuedAt ?? new Date()).getTime() / 1000);
    return new SignJWT({
      iss: 'https://accounts.google.com',
      aud: FAKE_GOOGLE_CLIENT_ID,
      azp: FAKE_GOOGLE_CLIENT_ID,
      sub: '110169484474386276334',
      email: 'rahim@example.com',
      email_verified: true,
      iat,
      exp: iat + (opts.expiresInSec ?? 3600),
      ...claims,
    })
      .setProtectedHeader({ alg: 'RS256', kid: opts.kid ?? KEY_ID, typ: 'JWT' })
      .sign(opts.key ?? privateKey);
  };

  const signForPage = async (
    claims: Parameters<typeof sign>[0],
    opts: Parameters<typeof sign>[1],
  ): Promise<PageCredential> => {
    const { raw, nonce } = newPageNonce();
    return { credential: await sign({ nonce, ...claims }, opts), raw_nonce: raw };
  };

  return {
    ...server,
    jwksUrl: `${server.url}/oauth2/v3/certs`,
    /** The API's settings that verify against this issuer (GOOGLE_CLIENT_ID, GOOGLE_JWKS_URL). */
    env: () => ({
      GOOGLE_CLIENT_ID: FAKE_GOOGLE_CLIENT_ID,
      GOOGLE_JWKS_URL: `${server.url}/oauth2/v3/certs`,
    }),
    sign,
    /** A token as Google hands it to a page that asked with a fresh nonce, and that page's raw nonce. */
    signForPage: (claims: Parameters<typeof sign>[0] = {}, opts: Parameters<typeof sign>[1] = {}) =>
      signForPage(claims, opts),
    /** As signForPage, with a forged signature. */
    signWithStrangerKey: (claims: JWTPayload = {}) => signForPage(claims, { key: stranger.privateKey }),
    /** The keys' address answers 503 from now on (true) or again (false). */
    setDown: (down: boolean) => {
      isDown = down;
    },
  };
}
