import {
  type DriverLoginRequest,
  type DriverVerifyOtpRequest,
  driverLoginRequestSchema,
  driverVerifyOtpRequestSchema,
  googleLinkRequiredSchema,
  googleSignInRequestSchema,
  LOGIN_CHANNEL,
  loginRequestSchema,
  messageCatalogue,
  verifyOtpRequestSchema,
} from '@pothik/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signInWithGoogle } from './google-sign-in';
import { loginRefusals } from './login-refusals';
import { otpRules } from './otp-rules';
import { requestOtp } from './request-otp';
import type { AuthRouteParts } from './route-parts';
import { loggedInSchema, otpSentSchema, refusalSchema } from './schemas';
import { toUserView } from './user-view';
import { verifyOtp } from './verify-otp';

/** POST /login: sends a 4-digit code by SMS. */
export function registerLoginRoute(app: FastifyInstance, parts: AuthRouteParts) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { role, standing, tags, countRefusal, enforceIpLimit, onPause } = parts;
  const { perMinute, timeoutMs } = parts.loginSms;
  r.post(
    '/login',
    {
      schema: {
        tags,
        // A driver may ask a code to sign up with (their details come with the code, to /verify).
        body: role === 'driver' ? driverLoginRequestSchema : loginRequestSchema,
        response: {
          200: otpSentSchema,
          400: refusalSchema,
          ...(role === 'driver' && { 409: refusalSchema }),
          429: refusalSchema,
          503: refusalSchema,
        },
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
        {
          mobile,
          role,
          now: app.clock.now(),
          signingUp: (request.body as DriverLoginRequest).sign_up === true,
        },
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
}

// POST /verify: the code from the SMS; logs in (and creates the passenger on first login).
export function registerVerifyRoute(app: FastifyInstance, parts: AuthRouteParts) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { role, standing, signUp, onGoogleLinked, tags, sessionDeps, countRefusal, deliver } = parts;
  const { enforceIpLimit, googleProofOf } = parts;
  r.post(
    '/verify',
    {
      schema: {
        tags,
        body: role === 'driver' ? driverVerifyOtpRequestSchema : verifyOtpRequestSchema,
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
          signUp,
          onGoogleLinked,
        },
        {
          mobile: request.body.mobile,
          // Only the driver's schema has it: a passenger's body has it stripped.
          signUp: (request.body as DriverVerifyOtpRequest).sign_up,
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
}

// POST /google (passengers): Google Identity Services' credential and the raw nonce the page asked it
// with. A linked Google account logs its passenger in; an unknown one answers googleLinkRequired, and
// the web asks for the mobile and its code once, sending both again with the code (POST /verify's
// google_credential and google_raw_nonce).
export function registerGoogleRoute(app: FastifyInstance, parts: AuthRouteParts) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { tags, sessionDeps, countRefusal, deliver, enforceIpLimit, googleProofOf } = parts;
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
