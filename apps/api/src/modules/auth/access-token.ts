import { createSecretKey, type KeyObject, randomUUID } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { type UserRole, userRoles } from '../../db/schema/index';

/**
 * The account a token names, and the login (refresh-token family) it was issued in: what a device keeps
 * per login, such as its push subscription, ends with that login. Tokens minted without one (tests,
 * before logins were named in them) have none.
 */
export type AuthUser = { id: number; role: UserRole; sessionId?: string };

// Checked on every verify, so a token minted for another audience or of another type is refused.
const AUDIENCE = 'pothik-api';
const ISSUER = 'pothik';
const TOKEN_TYPE = 'at+jwt';

// A key object made once per secret, not imported again for every token.
const keys = new Map<string, KeyObject>();
function keyOf(secret: string): KeyObject {
  let key = keys.get(secret);
  if (!key) {
    key = createSecretKey(Buffer.from(secret));
    keys.set(secret, key);
  }
  return key;
}

/**
 * Tokens whose signature and claims were checked, by secret and token: a passenger's app sends the
 * same token for its whole life, and its claims cannot change without the signature failing. A hit
 * is still judged against `now` (expiry), and the caller still asks the deny-list. When full it
 * starts again empty, which costs a few verifications, never a wrong answer.
 */
const verifiedTokens = new Map<string, VerifiedAccessToken>();
const MAX_VERIFIED_TOKENS = 10_000;

export async function signAccessToken(
  secret: string,
  user: AuthUser,
  issuedAt: Date,
  expiresAt: Date,
  /**
   * The login it belongs to (its refresh-token family), as `sid`: revoking the login refuses every
   * access token it minted, not only the one a logout was sent with.
   */
  sessionId?: string,
): Promise<string> {
  return (
    new SignJWT(sessionId ? { role: user.role, sid: sessionId } : { role: user.role })
      .setProtectedHeader({ alg: 'HS256', typ: TOKEN_TYPE })
      .setSubject(String(user.id))
      // Unique per token, so two tokens minted in the same second for one user still differ.
      .setJti(randomUUID())
      .setAudience(AUDIENCE)
      .setIssuer(ISSUER)
      .setIssuedAt(Math.floor(issuedAt.getTime() / 1000))
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(keyOf(secret))
  );
}

/** The user a bearer token names, or null for anything not minted by us, still valid, for this API. */
export async function verifyAccessToken(secret: string, token: string, now: Date): Promise<AuthUser | null> {
  return (await verifyAccessTokenClaims(secret, token, now))?.user ?? null;
}

export type VerifiedAccessToken = {
  user: AuthUser;
  tokenId: string | undefined;
  /** The login (refresh-token family) that minted it; undefined for a token minted without one. */
  sessionId: string | undefined;
  expiresAt: Date;
};

/** As verifyAccessToken, with the token's id, login and expiry (for the deny-list and the real-time channel). */
export async function verifyAccessTokenClaims(
  secret: string,
  token: string,
  now: Date,
): Promise<VerifiedAccessToken | null> {
  const cacheKey = `${secret}\n${token}`;
  const known = verifiedTokens.get(cacheKey);
  if (known) return now < known.expiresAt ? known : null;
  const verified = await verifySignatureAndClaims(secret, token, now);
  // Only a good token is remembered: junk must not push good ones out.
  if (verified) {
    if (verifiedTokens.size >= MAX_VERIFIED_TOKENS) verifiedTokens.clear();
    verifiedTokens.set(cacheKey, verified);
  }
  return verified;
}

async function verifySignatureAndClaims(
  secret: string,
  token: string,
  now: Date,
): Promise<VerifiedAccessToken | null> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), {
      // Allow-list: `none` and every asymmetric algorithm are refused before the signature is checked.
      algorithms: ['HS256'],
      audience: AUDIENCE,
      issuer: ISSUER,
      typ: TOKEN_TYPE,
      currentDate: now,
      requiredClaims: ['sub', 'exp', 'iat'],
    });
    const role = userRoles.find((r) => r === payload.role);
    if (!role || !payload.sub || !/^[1-9]\d{0,9}$/.test(payload.sub)) return null;
    const sessionId = typeof payload.sid === 'string' ? payload.sid : undefined;
    return {
      user: { id: Number(payload.sub), role, ...(sessionId ? { sessionId } : {}) },
      tokenId: payload.jti,
      sessionId,
      // `exp` is a required claim.
      expiresAt: new Date(payload.exp! * 1000),
    };
  } catch (err) {
    if (err instanceof errors.JOSEError) return null;
    throw err;
  }
}
