import { messageCatalogue, totpEnrolmentSchema } from '@pothik/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import QRCode from 'qrcode';
import { z } from 'zod';
import { refuse } from '../../lib/errors';
import { consumeAllowance, consumeIpAllowance } from '../auth';
import {
  acceptTotpStep,
  findStaffByEmail,
  insertSession,
  normaliseStaffEmail,
  revokeSession,
  updateStaff,
} from './accounts-repo';
import { writeAudit } from './audit';
import {
  decoyPasswordHash,
  newToken,
  newTotpSecret,
  passwordMatches,
  tokenHash,
  totpStepOf,
  totpUri,
} from './credentials';
import { claimAttempt, clearBackoff } from './login-backoff';
import { refusalSchema, sessionSchema, sessionView } from './session-view';
import {
  clearSessionCookie,
  currentStaff,
  requireStaff,
  SESSION_HOURS,
  setSessionCookie,
  totpRequired,
} from './staff-session';
import { openTotpSecret, sealTotpSecret } from './totp-secrets';

/**
 * Attempts per hour per address (a script trying many accounts). One account being guessed is slowed
 * by its own backoff (login-backoff.ts), which never refuses a right password once its wait is over.
 */
export const LOGIN_PER_IP = 30;
/**
 * TOTP codes per account per 15 minutes, a bucket of its own (keyed by the account's id, which no login
 * can name): five guesses at three live codes in a million, 480 a day at most.
 */
export const TOTP_TRIES = 5;
export const TOTP_WINDOW_MS = 15 * 60_000;

/**
 * /admin/api/auth: email and password, then TOTP where the role needs it (admins; every role in
 * production); an httpOnly SameSite=Strict cookie, replaced by a new one once the code is right.
 */
export default async function staffAuthRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];
  const security = [{ staffSession: [] }];
  const signingIn = requireStaff(app, 'any', { beforeTotp: true, beforePasswordChange: true });
  const db = () => app.database.db;

  const refuseWhenSpent = async (
    reply: FastifyReply,
    verdict: Promise<{ allowed: true } | { allowed: false; retryAfterSeconds: number }>,
  ) => {
    const spent = await verdict;
    if (spent.allowed) return;
    reply.header('retry-after', String(spent.retryAfterSeconds));
    throw refuse('tooManyRequests', 429);
  };

  r.post(
    '/login',
    {
      schema: {
        tags,
        summary: 'Staff login: email and password',
        body: z.object({ email: z.string().max(200), password: z.string().max(200) }),
        response: { 200: sessionSchema, 401: refusalSchema, 429: refusalSchema },
      },
    },
    async (request, reply) => {
      const now = app.clock.now();
      const email = normaliseStaffEmail(request.body.email);
      await refuseWhenSpent(
        reply,
        consumeIpAllowance(db(), { scope: 'staff-login', ip: request.ip, limitPerHour: LOGIN_PER_IP, now }),
      );
      // Keyed by the email tried, known or not: the answer tells nothing of which accounts exist.
      const bucket = `login:${email}` as const;
      await refuseWhenSpent(reply, claimAttempt(db(), bucket, now));
      const staff = await findStaffByEmail(db(), email);
      const ok = await passwordMatches(
        staff?.passwordHash ?? (await decoyPasswordHash()),
        request.body.password,
      );
      if (!staff || !ok || !staff.isActive) {
        // Admins read failed logins in the audit log: the email tried (never the password) and why.
        await writeAudit(db(), {
          staffId: staff?.id ?? null,
          action: 'staff.login.failed',
          entity: 'staff',
          entityId: staff?.id ?? null,
          after: { email, reason: !staff ? 'unknown_email' : !ok ? 'wrong_password' : 'account_closed' },
          ip: request.ip,
          at: now,
        });
        throw refuse('staffLoginFailed', 401);
      }
      await clearBackoff(db(), bucket);

      const token = newToken();
      const expiresAt = new Date(now.getTime() + SESSION_HOURS * 3_600_000);
      const session = await db().transaction(async (tx) => {
        const created = await insertSession(tx, {
          staffId: staff.id,
          tokenHash: tokenHash(token),
          csrfToken: newToken(),
          now,
          expiresAt,
        });
        await writeAudit(tx, {
          staffId: staff.id,
          action: 'staff.login',
          entity: 'staff',
          entityId: staff.id,
          ip: request.ip,
          at: now,
        });
        return created;
      });
      setSessionCookie(app, reply, token, expiresAt);
      return sessionView(app.config, staff, session);
    },
  );

  r.get(
    '/me',
    {
      onRequest: signingIn,
      schema: {
        tags,
        security,
        summary: 'The signed-in staff member and the sign-in steps still to take',
        response: { 200: sessionSchema, 401: refusalSchema },
      },
    },
    async (request) => {
      const { staff, session } = currentStaff(request);
      return sessionView(app.config, staff, session);
    },
  );

  // An account without an authenticator gets a secret and its QR code; it counts once a code proves it.
  r.post(
    '/totp/enrol',
    {
      onRequest: signingIn,
      schema: {
        tags,
        security,
        summary: 'Start TOTP enrolment: a new secret and its QR code',
        response: {
          200: z.object({ data: totpEnrolmentSchema }),
          401: refusalSchema,
          403: refusalSchema,
        },
      },
    },
    async (request) => {
      const { staff } = currentStaff(request);
      if (!totpRequired(app.config, staff.role) || staff.totpEnabled) throw refuse('forbidden', 403);
      const secret = newTotpSecret();
      await updateStaff(
        db(),
        staff.id,
        { totpSecret: sealTotpSecret(secret, app.config.staffTotpKey, staff.id) },
        app.clock.now(),
      );
      const url = totpUri(secret, staff.email);
      return { data: { secret, otpauth_url: url, qr_code: await QRCode.toDataURL(url) } };
    },
  );

  r.post(
    '/totp/verify',
    {
      onRequest: signingIn,
      schema: {
        tags,
        security,
        summary: 'Enter the authenticator code; the session cookie is replaced by a new one',
        body: z.object({ code: z.string().trim().max(10) }),
        response: { 200: sessionSchema, 401: refusalSchema, 403: refusalSchema, 429: refusalSchema },
      },
    },
    async (request, reply) => {
      const { staff, session } = currentStaff(request);
      const now = app.clock.now();
      if (!totpRequired(app.config, staff.role) || !staff.totpSecret) throw refuse('forbidden', 403);
      await refuseWhenSpent(
        reply,
        consumeAllowance(db(), {
          scope: 'staff-totp',
          key: String(staff.id),
          limit: TOTP_TRIES,
          windowMs: TOTP_WINDOW_MS,
          now,
        }),
      );
      let secret: string;
      try {
        secret = openTotpSecret(staff.totpSecret, app.config.staffTotpKey, staff.id);
      } catch (err) {
        // Sealed under another key: no code can match; `admin:create` lets the account enrol again.
        request.log.error({ err, staffId: staff.id }, 'a TOTP secret does not open with STAFF_TOTP_KEY');
        throw refuse('totpInvalid', 401);
      }
      const step = await totpStepOf(secret, request.body.code, now);
      if (step === null) {
        await writeAudit(db(), {
          staffId: staff.id,
          action: 'staff.totp.failed',
          entity: 'staff',
          entityId: staff.id,
          ip: request.ip,
          at: now,
        });
        throw refuse('totpInvalid', 401);
      }
      // A new token for the signed-in session: one seen before the code (a shoulder, a proxy log, a
      // fixation) opens nothing.
      const token = newToken();
      const fresh = await db().transaction(async (tx) => {
        if (!(await acceptTotpStep(tx, staff.id, step))) throw refuse('totpUsed', 401);
        await revokeSession(tx, session.id, now);
        const created = await insertSession(tx, {
          staffId: staff.id,
          tokenHash: tokenHash(token),
          csrfToken: newToken(),
          now,
          expiresAt: session.expiresAt,
          totpVerifiedAt: now,
        });
        if (!staff.totpEnabled) {
          await updateStaff(tx, staff.id, { totpEnabled: true }, now);
          await writeAudit(tx, {
            staffId: staff.id,
            action: 'staff.totp.enrol',
            entity: 'staff',
            entityId: staff.id,
            before: { totp_enabled: false },
            after: { totp_enabled: true },
            ip: request.ip,
            at: now,
          });
        }
        return created;
      });
      setSessionCookie(app, reply, token, fresh.expiresAt);
      return sessionView(app.config, { ...staff, totpEnabled: true }, fresh);
    },
  );

  r.post(
    '/logout',
    {
      onRequest: signingIn,
      schema: {
        tags,
        security,
        summary: 'End this staff session',
        response: { 200: z.object({ message: z.string(), code: z.string() }), 401: refusalSchema },
      },
    },
    async (request, reply) => {
      const { staff, session } = currentStaff(request);
      const now = app.clock.now();
      await app.database.db.transaction(async (tx) => {
        await revokeSession(tx, session.id, now);
        await writeAudit(tx, {
          staffId: staff.id,
          action: 'staff.logout',
          entity: 'staff',
          entityId: staff.id,
          ip: request.ip,
          at: now,
        });
      });
      clearSessionCookie(reply);
      return { message: messageCatalogue.staffLoggedOut.en, code: 'staffLoggedOut' };
    },
  );
}
