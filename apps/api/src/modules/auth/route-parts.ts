import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, refuse } from '../../lib/errors';
import { type GoogleProof, isNonceOfRawNonce } from './google-nonce';
import { consumeIpAllowance, type IpLimitScope } from './ip-limit';
import { loginRefusals } from './login-refusals';
import { loginSmsPauseEmail } from './login-sms-ceiling';
import { refreshCookieOf } from './refresh-cookie';
import type { TokenPair } from './refresh-token-secret';
import type { AuthRoutesOptions } from './routes';

/** What the login, code, Google and session routes of one role share. */
export type AuthRouteParts = ReturnType<typeof authRouteParts>;

export function authRouteParts(
  app: FastifyInstance,
  { role, standing, signUp, onGoogleLinked, onLogout }: AuthRoutesOptions,
) {
  const tags = [role === 'driver' ? 'driver auth' : 'auth'];
  const sessionDeps = { jwtSecret: app.config.jwtSecret, tokens: app.config.tokens };
  // A browser's refresh token: an httpOnly cookie on this role's refresh route (refresh-cookie.ts).
  const refreshCookie = refreshCookieOf(app.config, app.prefix);

  /**
   * A new pair as its caller may see it: a browser (`channel` web, or a refresh by the cookie) gets the
   * refresh token as its cookie and the answer without it; a native app gets it in the answer.
   */
  function deliver(reply: FastifyReply, pair: TokenPair, isBrowser: boolean) {
    if (!isBrowser) return pair;
    refreshCookie.set(reply, pair.refresh_token, new Date(pair.refreshTokenExpiresIn), app.clock.now());
    const { refresh_token: _kept, ...rest } = pair;
    return rest;
  }
  // A refused login or code, thrown from any of their checks, is counted by its code (/metrics).
  const countRefusal = async (_request: FastifyRequest, _reply: FastifyReply, err: Error) => {
    if (err instanceof AppError && err.code) app.metrics.loginRefused(role, err.code);
  };
  const { perMinute, timeoutMs, alertEmail } = app.config.loginSms;
  // Outside the request: a slow mail server must not hold the refusal back.
  const onPause = (now: Date) => {
    app.mailer.send(loginSmsPauseEmail(alertEmail, { perMinute, now })).catch((err) => {
      app.log.error({ err }, 'could not email staff that login codes are paused');
    });
  };
  return {
    role,
    standing,
    // Only drivers sign up with their first code; a passenger's account opens at any first login.
    signUp: role === 'driver' ? signUp : undefined,
    onGoogleLinked,
    onLogout,
    tags,
    sessionDeps,
    refreshCookie,
    deliver,
    countRefusal,
    loginSms: { perMinute, timeoutMs },
    onPause,
    enforceIpLimit: ipLimitOf(app),
    googleProofOf: googleProofOfRole(app, role),
  };
}

function ipLimitOf(app: FastifyInstance) {
  return async function enforceIpLimit(
    scope: Extract<IpLimitScope, 'login' | 'verify' | 'google'>,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    const verdict = await consumeIpAllowance(app.database.db, {
      scope,
      ip: request.ip,
      // A Google token is a credential to check, as a code is: the verify limit.
      limitPerHour: app.config.authIpLimits[scope === 'google' ? 'verify' : scope],
      now: app.clock.now(),
    });
    if (verdict.allowed) return;
    reply.header('retry-after', String(verdict.retryAfterSeconds));
    throw loginRefusals.tooManyRequests();
  };
}

function googleProofOfRole(app: FastifyInstance, role: AuthRoutesOptions['role']) {
  /**
   * The Google account a credential proves, asked for by this page (its nonce is the hash of the raw
   * nonce sent with it), or the refusal the dialog shows.
   */
  return async function googleProofOf(credential: string, rawNonce: string, request: FastifyRequest) {
    // Passengers only: drivers log in by code alone.
    if (!app.googleIdToken || role !== 'passenger') throw refuse('googleSignInUnavailable');
    const verdict = await app.googleIdToken.verify(credential, app.clock.now());
    if (!verdict.ok) {
      request.log.warn({ reason: verdict.reason, detail: verdict.detail }, 'Google ID token refused');
      throw refuse('googleSignInFailed', verdict.reason === 'unavailable' ? 503 : 400);
    }
    if (!isNonceOfRawNonce(verdict.nonce, rawNonce)) {
      request.log.warn({ reason: verdict.nonce ? 'nonce mismatch' : 'no nonce' }, 'Google ID token refused');
      throw refuse('googleSignInFailed');
    }
    return {
      identity: verdict.identity,
      nonce: verdict.nonce!,
      acceptedUntil: verdict.acceptedUntil,
    } satisfies GoogleProof;
  };
}
