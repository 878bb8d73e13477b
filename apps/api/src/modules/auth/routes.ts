import cookie from '@fastify/cookie';
import {
  googleLinkRequiredSchema,
  googleSignInRequestSchema,
  LOGIN_CHANNEL,
  loginRequestSchema,
  messageCatalogue,
  refreshRequestSchema,
  refreshTokenRequestSchema,
  verifyOtpRequestSchema,
} from '@pothik/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inTransaction } from '../../db/changes/changes';
import type { DbOrTx } from '../../db/client';
import type { UserRole } from '../../db/schema/index';
import { AppError, refuse, unauthorized } from '../../lib/errors';
import { revokeAccessToken } from './access-token-denylist';
import { bearerOf } from './authenticate';
import type { GoogleLinkNotice } from './google-link-notice';
import { type GoogleProof, isNonceOfRawNonce } from './google-nonce';
import { signInWithGoogle } from './google-sign-in';
import { consumeIpAllowance, type IpLimitScope } from './ip-limit';
import { type AccountStanding, loginRefusals } from './login-refusals';
import { loginSmsPauseEmail } from './login-sms-ceiling';
import { otpRules } from './otp-rules';
import { REFRESH_COOKIE, refreshCookieOf } from './refresh-cookie';
import type { TokenPair } from './refresh-token-secret';
import { requestOtp } from './request-otp';
import { loggedInSchema, messageSchema, otpSentSchema, refreshedSchema, refusalSchema } from './schemas';
import { type EndedSession, endSession, refreshSession } from './session';
import { toUserView } from './user-view';
import { verifyOtp } from './verify-otp';

export type AuthRoutesOptions = {
  role: UserRole;
  /** The role's own reason to keep an account out (drivers: suspended or not yet approved). */
  standing?: AccountStanding;
  /** Passengers: tells the account's owner of a Google account linked or moved to it. */
  onGoogleLinked?: GoogleLinkNotice;
  /**
   * What else a logout ends, in its transaction (app.ts hands it the push module's: the device's
   * subscription made in this login).
   */
  onLogout?: (tx: DbOrTx, session: EndedSession) => Promise<void>;
};

/** The OTP login, refresh and logout of one role; mounted at /user (passenger) and /driver. */
export default async function authRoutes(
  app: FastifyInstance,
  { role, standing, onGoogleLinked, onLogout }: AuthRoutesOptions,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = [role === 'driver' ? 'driver auth' : 'auth'];
  const sessionDeps = { jwtSecret: app.config.jwtSecret, tokens: app.config.tokens };
  // A browser's refresh token: an httpOnly cookie on this role's refresh route (refresh-cookie.ts).
  await app.register(cookie);
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

  async function enforceIpLimit(
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
  }

  /**
   * The Google account a credential proves, asked for by this page (its nonce is the hash of the raw
   * nonce sent with it), or the refusal the dialog shows.
   */
  async function googleProofOf(credential: string, rawNonce: string, request: FastifyRequest) {
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
  }

  // POST /login: sends a 4-digit code by SMS.
  r.post(
    '/login',
    {
      schema: {
        tags,
        body: loginRequestSchema,
        response: { 200: otpSentSchema, 400: refusalSchema, 429: refusalSchema, 503: refusalSchema },
      },
      onError: countRefusal,
    },
    async (request, reply) => {
      const { mobile, recaptcha_token } = request.body;
      await enforceIpLimit('login', request, reply);
      const check = await app.humanCheck.verify({
        token: recaptcha_token,
        remoteIp: request.ip,
        action: 'login',
      });
      if (!check.passed) throw loginRefusals.humanCheckFailed();
      const result = await requestOtp(
        {
          db: app.database.db,
          otpSecret: app.config.otpSecret,
          sms: app.sms,
          brandName: app.config.brand.name.en,
          log: request.log,
          standing,
          loginSms: { perMinute, timeoutMs },
          onPause,
        },
        { mobile, role, now: app.clock.now() },
      );
      if (!result.sent && result.reason === 'busy') {
        reply.header('retry-after', String(result.retryAfterSeconds));
        throw loginRefusals.otpSmsBusy();
      }
      if (!result.sent) {
        app.metrics.loginRefused(role, 'otpResendTooSoon');
        return reply.code(400).send({
          message: messageCatalogue.otpResendTooSoon.en,
          code: 'otpResendTooSoon',
          data: { retry_after: result.retryAfterSeconds },
        });
      }
      app.metrics.loginCodeSent(role);
      return {
        message: messageCatalogue.otpSent.en,
        code: 'otpSent',
        data: { mobile, resend_after: otpRules.resendSeconds, expires_in: otpRules.ttlSeconds },
      };
    },
  );

  // POST /verify: the code from the SMS; logs in (and creates the passenger on first login).
  r.post(
    '/verify',
    {
      schema: {
        tags,
        body: verifyOtpRequestSchema,
        // Code checks are limited per address (enforceIpLimit).
        response: { 200: loggedInSchema, 429: refusalSchema },
      },
      onError: countRefusal,
    },
    async (request, reply) => {
      await enforceIpLimit('verify', request, reply);
      const { google_credential, google_raw_nonce } = request.body;
      // Checked before the code, so a bad Google token does not spend the code.
      const google = google_credential
        ? await googleProofOf(google_credential, google_raw_nonce ?? '', request)
        : undefined;
      const { pair, user } = await verifyOtp(
        {
          ...sessionDeps,
          db: app.database.db,
          otpSecret: app.config.otpSecret,
          standing,
          onGoogleLinked,
        },
        {
          mobile: request.body.mobile,
          role,
          code: request.body.otp,
          now: app.clock.now(),
          google,
          lang: /^bn\b/i.test(String(request.headers['accept-language'] ?? '')) ? 'bn' : 'en',
        },
      );
      return {
        message: messageCatalogue.loggedIn.en,
        code: 'loggedIn',
        data: {
          ...deliver(reply, pair, request.body.channel === LOGIN_CHANNEL),
          user: toUserView(user),
        },
      };
    },
  );

  // POST /google (passengers): Google Identity Services' credential and the raw nonce the page asked it
  // with. A linked Google account logs its passenger in; an unknown one answers googleLinkRequired, and
  // the web asks for the mobile and its code once, sending both again with the code (POST /verify's
  // google_credential and google_raw_nonce).
  if (role === 'passenger') {
    r.post(
      '/google',
      {
        schema: {
          tags,
          body: googleSignInRequestSchema,
          response: {
            200: z.union([
              loggedInSchema,
              z.object({
                message: z.string(),
                code: z.literal('googleLinkRequired'),
                data: googleLinkRequiredSchema,
              }),
            ]),
            400: refusalSchema,
            429: refusalSchema,
            503: refusalSchema,
          },
        },
        onError: countRefusal,
      },
      async (request, reply) => {
        await enforceIpLimit('google', request, reply);
        const google = await googleProofOf(request.body.credential, request.body.raw_nonce, request);
        const result = await signInWithGoogle(
          { ...sessionDeps, db: app.database.db },
          { google, now: app.clock.now() },
        );
        if (!result.linked) {
          return {
            message: messageCatalogue.googleLinkRequired.en,
            code: 'googleLinkRequired' as const,
            data: { link_required: true as const, email: google.identity.email },
          };
        }
        return {
          message: messageCatalogue.loggedIn.en,
          code: 'loggedIn',
          data: {
            ...deliver(reply, result.pair, request.body.channel === LOGIN_CHANNEL),
            user: toUserView(result.user),
          },
        };
      },
    );
  }

  // POST /refresh-token: form body (SPEC.md §7) or JSON; rotates the refresh token. The token comes in
  // the body (native apps) or as the browser's cookie; a browser's answer leaves it out.
  r.post(
    '/refresh-token',
    {
      schema: {
        tags,
        // A browser's refresh may have no body at all: its cookie is the credential.
        body: refreshRequestSchema.nullish(),
        // Either credential; an empty requirement first because the body may carry the token instead.
        security: [{}, { refreshCookie: [] }],
        response: { 200: refreshedSchema, 401: refusalSchema },
      },
    },
    async (request, reply) => {
      const fromBody = request.body?.refresh_token;
      const refreshToken = fromBody ?? refreshCookie.read(request);
      // Neither: the same field message a body without the token always had.
      if (!refreshToken) {
        throw refuse('validationError', 422, { refresh_token: [messageCatalogue.tokenRequired.en] });
      }
      const isBrowser = !fromBody || request.body?.channel === LOGIN_CHANNEL;
      const result = await refreshSession(app.database.db, sessionDeps, {
        refreshToken,
        role,
        now: app.clock.now(),
      });
      if (!result.ok) {
        // A dead token is no use to keep: the browser forgets it.
        if (isBrowser) refreshCookie.clear(reply);
        throw unauthorized();
      }
      return { data: { ...deliver(reply, result.pair, isBrowser), user: toUserView(result.user) } };
    },
  );

  /**
   * Ends a login: revokes its refresh token's family (with every access token it minted, and what
   * `onLogout` hangs on it), and the access token sent with it until it would have expired. Nothing to say for an unknown token: the answer is the same.
   */
  async function endLogin(request: FastifyRequest, refreshToken: string | undefined) {
    const bearer = bearerOf(request);
    const access = bearer ? await app.verifyBearer(bearer) : null;
    await inTransaction(app.database.db, async (tx) => {
      const ended = refreshToken ? await endSession(tx, sessionDeps, refreshToken, app.clock.now()) : null;
      if (ended && onLogout) await onLogout(tx, ended);
      if (access?.tokenId) await revokeAccessToken(tx, access.tokenId, access.expiresAt);
    });
  }

  // POST /logout: the native apps' logout, with the refresh token in the body.
  r.post(
    '/logout',
    { schema: { tags, body: refreshTokenRequestSchema, response: { 200: messageSchema } } },
    async (request) => {
      await endLogin(request, request.body.refresh_token);
      return { message: messageCatalogue.logoutSuccess.en, code: 'logoutSuccess' };
    },
  );

  // DELETE /refresh-token: a browser's logout. Its refresh token is the cookie, which only this path
  // receives; the login ends as POST /logout ends it, and the cookie is cleared.
  r.delete(
    '/refresh-token',
    {
      schema: {
        tags,
        summary:
          role === 'driver'
            ? "Sign a driver's browser out: the refresh cookie and the access token sent stop working"
            : "Sign a passenger's browser out: the refresh cookie and the access token sent stop working",
        description:
          `The refresh token is the \`${REFRESH_COOKIE}\` cookie a browser login set; the answer clears it. ` +
          'Without one, or with one already ended, it answers the same.',
        response: { 200: messageSchema },
      },
    },
    async (request, reply) => {
      await endLogin(request, refreshCookie.read(request));
      refreshCookie.clear(reply);
      return { message: messageCatalogue.logoutSuccess.en, code: 'logoutSuccess' };
    },
  );
}
