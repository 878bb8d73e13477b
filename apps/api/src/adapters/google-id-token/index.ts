import { createRemoteJWKSet, errors, jwtVerify } from 'jose';
import type { Config } from '../../config';

// Google sign-in (DESIGN.md §14): the ID token Google Identity Services hands the page, verified as Google's
// guide says: signed by one of Google's published keys (RS256), issued by accounts.google.com, for our
// client id, and not expired. The keys are fetched once and cached by jose (refetched when a token names a
// key it has not seen, as after Google rotates them).

/** Who the token says signed in: Google's stable account id, and its address only if Google verified it. */
export type GoogleIdentity = { sub: string; email: string | null };

export type GoogleVerdict =
  | {
      ok: true;
      identity: GoogleIdentity;
      /** The `nonce` the page asked Google to put in, if any: the caller checks it is the page's. */
      nonce: string | null;
      /** When the token stops being accepted (its `exp`, with the clock slack). */
      acceptedUntil: Date;
    }
  /** `invalid`: the token is not a valid one for us; `unavailable`: Google's keys could not be fetched. */
  | { ok: false; reason: 'invalid' | 'unavailable'; detail: string };

export type GoogleIdTokenVerifier = {
  verify(token: string, now: Date): Promise<GoogleVerdict>;
};

/** A little slack for a clock a few seconds apart from Google's. */
const CLOCK_TOLERANCE_SEC = 30;
const KEYS_TIMEOUT_MS = 5000;

export function createGoogleIdTokenVerifier(
  config: NonNullable<Config['googleSignIn']>,
): GoogleIdTokenVerifier {
  const keys = createRemoteJWKSet(new URL(config.jwksUrl), { timeoutDuration: KEYS_TIMEOUT_MS });
  return {
    async verify(token, now) {
      try {
        const { payload } = await jwtVerify(token, keys, {
          algorithms: ['RS256'],
          audience: config.clientId,
          issuer: config.issuers,
          currentDate: now,
          clockTolerance: CLOCK_TOLERANCE_SEC,
          requiredClaims: ['sub', 'exp', 'iat'],
        });
        if (typeof payload.sub !== 'string' || payload.sub === '') {
          return { ok: false, reason: 'invalid', detail: 'no sub' };
        }
        const email =
          payload.email_verified === true && typeof payload.email === 'string' ? payload.email : null;
        const nonce = typeof payload.nonce === 'string' && payload.nonce !== '' ? payload.nonce : null;
        return {
          ok: true,
          identity: { sub: payload.sub, email },
          nonce,
          // `exp` is a required claim.
          acceptedUntil: new Date((payload.exp! + CLOCK_TOLERANCE_SEC) * 1000),
        };
      } catch (err) {
        // The keys could not be fetched (timeout, network, Google's answer unreadable): not the token's fault.
        // (jose reports an answer other than 200 as its generic error.)
        if (
          !(err instanceof errors.JOSEError) ||
          err instanceof errors.JWKSTimeout ||
          err instanceof errors.JWKSInvalid ||
          err.code === 'ERR_JOSE_GENERIC'
        ) {
          return { ok: false, reason: 'unavailable', detail: String(err) };
        }
        return { ok: false, reason: 'invalid', detail: err.code };
      }
    },
  };
}
