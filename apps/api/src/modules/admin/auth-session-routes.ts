import { messageCatalogue } from '@pothik/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { refuse } from '../../lib/errors';
import { consumeIpAllowance } from '../auth';
import { findStaffByEmail, insertSession, normaliseStaffEmail, revokeSession } from './accounts-repo';
import { writeAudit } from './audit';
import { LOGIN_PER_IP, refuseWhenSpent, type StaffAuthRouteParts } from './auth-limits';
import { decoyPasswordHash, newToken, passwordMatches, tokenHash } from './credentials';
import { claimAttempt, clearBackoff } from './login-backoff';
import { refusalSchema, sessionSchema, sessionView } from './session-view';
import { clearSessionCookie, currentStaff, SESSION_HOURS, setSessionCookie } from './staff-session';

/** POST /login (email and password), GET /me and POST /logout. */
export function registerSessionRoutes(
  app: FastifyInstance,
  { tags, security, signingIn }: StaffAuthRouteParts,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

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
    (request, reply) => logIn(app, request.body, request.ip, reply),
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

/** Email and password: a new session (its cookie set on `reply`), or 401 / 429. */
async function logIn(
  app: FastifyInstance,
  body: { email: string; password: string },
  ip: string,
  reply: FastifyReply,
) {
  const db = app.database.db;
  const now = app.clock.now();
  const email = normaliseStaffEmail(body.email);
  await refuseWhenSpent(
    reply,
    consumeIpAllowance(db, { scope: 'staff-login', ip, limitPerHour: LOGIN_PER_IP, now }),
  );
  // Keyed by the email tried, known or not: the answer tells nothing of which accounts exist.
  const bucket = `login:${email}` as const;
  await refuseWhenSpent(reply, claimAttempt(db, bucket, now));
  const staff = await findStaffByEmail(db, email);
  const ok = await passwordMatches(staff?.passwordHash ?? (await decoyPasswordHash()), body.password);
  if (!staff || !ok || !staff.isActive) {
    // Admins read failed logins in the audit log: the email tried (never the password) and why.
    await writeAudit(db, {
      staffId: staff?.id ?? null,
      action: 'staff.login.failed',
      entity: 'staff',
      entityId: staff?.id ?? null,
      after: { email, reason: !staff ? 'unknown_email' : !ok ? 'wrong_password' : 'account_closed' },
      ip,
      at: now,
    });
    throw refuse('staffLoginFailed', 401);
  }
  await clearBackoff(db, bucket);

  const token = newToken();
  const expiresAt = new Date(now.getTime() + SESSION_HOURS * 3_600_000);
  const session = await db.transaction(async (tx) => {
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
      ip,
      at: now,
    });
    return created;
  });
  setSessionCookie(app, reply, token, expiresAt);
  return sessionView(app.config, staff, session);
}
