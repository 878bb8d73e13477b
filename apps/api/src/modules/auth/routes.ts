import {
  googleLinkRequiredSchema,
  googleSignInRequestSchema,
  loginRequestSchema,
  messageCatalogue,
  refreshTokenRequestSchema,
  verifyOtpRequestSchema,
} from '@pothik/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { UserRole } from '../../db/schema/index';
import { AppError, refuse, unauthorized } from '../../lib/errors';
import { inTransaction } from '../realtime/changes';
import { revokeAccessToken } from './access-token-denylist';
import { bearerOf } from './authenticate';
import { signInWithGoogle } from './google-sign-in';
import { consumeIpAllowance, type IpLimitScope } from './ip-limit';
import { type AccountStanding, loginRefusals } from './login-refusals';
import { loginSmsPauseEmail } from './login-sms-ceiling';
import { otpRules } from './otp-rules';
import { requestOtp } from './request-otp';
import { loggedInSchema, messageSchema, otpSentSchema, refreshedSchema, refusalSchema } from './schemas';
import { endSession, refreshSession } from './session';
import { toUserView } from './user-view';
import { verifyOtp } from './verify-otp';

export type AuthRoutesOptions = {
  role: UserRole;
  /** The role's own reason to keep an account out (drivers: suspended or not yet approved). */
  standing?: AccountStanding;
};

/** The OTP login, refresh and logout of one role; mounted at /user (passenger) and /driver. */
export default async function authRoutes(app: FastifyInstance, { role, standing }: AuthRoutesOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = [role === 'driver' ? 'driver auth' : 'auth'];
  const sessionDeps = { jwtSecret: app.config.jwtSecret, tokens: app.config.tokens };
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

  /** The Google account a credential proves, or the refusal the dialog shows. */
  async function googleIdentityOf(credential: string, request: FastifyRequest) {
    // Passengers only: drivers log in by code alone.
    if (!app.googleIdToken || role !== 'passenger') throw refuse('googleSignInUnavailable');
    const verdict = await app.googleIdToken.verify(credential, app.clock.now());
    if (verdict.ok) return verdict.identity;
    request.log.warn({ reason: verdict.reason, detail: verdict.detail }, 'Google ID token refused');
    throw refuse('googleSignInFailed', verdict.reason === 'unavailable' ? 503 : 400);
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
      const { google_credential } = request.body;
      // Checked before the code, so a bad Google token does not spend the code.
      const google = google_credential ? await googleIdentityOf(google_credential, request) : undefined;
      const { pair, user } = await verifyOtp(
        { ...sessionDeps, db: app.database.db, otpSecret: app.config.otpSecret, standing },
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
        data: { ...pair, user: toUserView(user) },
      };
    },
  );

  // POST /google (passengers): Google Identity Services' credential. A linked Google account logs its
  // passenger in; an unknown one answers googleLinkRequired, and the web asks for the mobile and its code
  // once, sending the credential again with the code (POST /verify's google_credential).
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
        const identity = await googleIdentityOf(request.body.credential, request);
        const result = await signInWithGoogle(
          { ...sessionDeps, db: app.database.db },
          { identity, now: app.clock.now() },
        );
        if (!result.linked) {
          return {
            message: messageCatalogue.googleLinkRequired.en,
            code: 'googleLinkRequired' as const,
            data: { link_required: true as const, email: identity.email },
          };
        }
        return {
          message: messageCatalogue.loggedIn.en,
          code: 'loggedIn',
          data: { ...result.pair, user: toUserView(result.user) },
        };
      },
    );
  }

  // POST /refresh-token: form body (SPEC.md §7) or JSON; rotates the refresh token.
  r.post(
    '/refresh-token',
    { schema: { tags, body: refreshTokenRequestSchema, response: { 200: refreshedSchema } } },
    async (request) => {
      const result = await refreshSession(app.database.db, sessionDeps, {
        refreshToken: request.body.refresh_token,
        role,
        now: app.clock.now(),
      });
      if (!result.ok) throw unauthorized();
      return { data: { ...result.pair, user: toUserView(result.user) } };
    },
  );

  // POST /logout: revokes the refresh token's login, and the access token sent with it until it would
  // have expired; answers the same for an unknown token.
  r.post(
    '/logout',
    { schema: { tags, body: refreshTokenRequestSchema, response: { 200: messageSchema } } },
    async (request) => {
      const bearer = bearerOf(request);
      const access = bearer ? await app.verifyBearer(bearer) : null;
      await inTransaction(app.database.db, async (tx) => {
        await endSession(tx, request.body.refresh_token, app.clock.now());
        if (access?.tokenId) await revokeAccessToken(tx, access.tokenId, access.expiresAt);
      });
      return { message: messageCatalogue.logoutSuccess.en, code: 'logoutSuccess' };
    },
  );
}
