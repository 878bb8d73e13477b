import { messageCatalogue, staffSessionViewSchema, totpEnrolmentSchema } from '@pothik/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import QRCode from 'qrcode';
import { z } from 'zod';
import { refuse } from '../../lib/errors';
import { consumeIpAllowance } from '../auth/service';
import {
  findStaffByEmail,
  insertSession,
  markSessionTotpVerified,
  revokeSession,
  type StaffAccountRow,
  updateStaff,
} from './accounts-repo';
import { writeAudit } from './audit';
import {
  decoyPasswordHash,
  newToken,
  newTotpSecret,
  passwordMatches,
  tokenHash,
  totpMatches,
  totpUri,
} from './credentials';
import {
  clearSessionCookie,
  currentStaff,
  requireStaff,
  SESSION_HOURS,
  setSessionCookie,
} from './staff-session';

/** Attempts per hour: per address (a script trying many accounts), per account (one being guessed). */
const LOGIN_PER_IP = 30;
const LOGIN_PER_ACCOUNT = 10;

const staffView = (staff: StaffAccountRow) => ({ id: staff.id, email: staff.email, role: staff.role });

const sessionSchema = z.object({ data: staffSessionViewSchema });

function totpStep(staff: StaffAccountRow, verified: boolean) {
  if (staff.role !== 'admin') return 'not_required' as const;
  if (verified) return 'done' as const;
  return staff.totpEnabled ? ('verify' as const) : ('enrol' as const);
}

/** /admin/api/auth: email and password, then TOTP for admins; an httpOnly SameSite=Strict cookie. */
export default async function staffAuthRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];
  const anyStaff = requireStaff(app, 'any', { beforeTotp: true });

  r.post(
    '/login',
    {
      schema: {
        tags,
        body: z.object({ email: z.string().trim().max(200), password: z.string().max(200) }),
        response: { 200: sessionSchema },
      },
    },
    async (request, reply) => {
      const now = app.clock.now();
      const email = request.body.email.toLowerCase();
      for (const [scope, key, limit] of [
        ['staff-login', request.ip, LOGIN_PER_IP],
        ['staff-account', email, LOGIN_PER_ACCOUNT],
      ] as const) {
        const verdict = await consumeIpAllowance(app.database.db, {
          scope,
          ip: key,
          limitPerHour: limit,
          now,
        });
        if (!verdict.allowed) {
          reply.header('retry-after', String(verdict.retryAfterSeconds));
          throw refuse('tooManyRequests', 429);
        }
      }
      const staff = await findStaffByEmail(app.database.db, email);
      const ok = await passwordMatches(
        staff?.passwordHash ?? (await decoyPasswordHash()),
        request.body.password,
      );
      if (!staff || !ok || !staff.isActive) throw refuse('staffLoginFailed', 401);

      const token = newToken();
      const expiresAt = new Date(now.getTime() + SESSION_HOURS * 3_600_000);
      const session = await app.database.db.transaction(async (tx) => {
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
      return {
        data: { staff: staffView(staff), csrf_token: session.csrfToken, totp: totpStep(staff, false) },
      };
    },
  );

  r.get(
    '/me',
    { onRequest: anyStaff, schema: { tags, response: { 200: sessionSchema } } },
    async (request) => {
      const { staff, session } = currentStaff(request);
      return {
        data: {
          staff: staffView(staff),
          csrf_token: session.csrfToken,
          totp: totpStep(staff, !!session.totpVerifiedAt),
        },
      };
    },
  );

  // An admin without an authenticator gets a secret and its QR code; it counts once a code proves it.
  r.post(
    '/totp/enrol',
    {
      onRequest: anyStaff,
      schema: {
        tags,
        response: {
          200: z.object({ data: totpEnrolmentSchema }),
        },
      },
    },
    async (request) => {
      const { staff } = currentStaff(request);
      if (staff.role !== 'admin' || staff.totpEnabled) throw refuse('forbidden', 403);
      const secret = newTotpSecret();
      await updateStaff(app.database.db, staff.id, { totpSecret: secret }, app.clock.now());
      const url = totpUri(secret, staff.email);
      return { data: { secret, otpauth_url: url, qr_code: await QRCode.toDataURL(url) } };
    },
  );

  r.post(
    '/totp/verify',
    {
      onRequest: anyStaff,
      schema: { tags, body: z.object({ code: z.string().trim().max(10) }), response: { 200: sessionSchema } },
    },
    async (request, reply) => {
      const { staff, session } = currentStaff(request);
      const now = app.clock.now();
      if (staff.role !== 'admin' || !staff.totpSecret) throw refuse('forbidden', 403);
      const verdict = await consumeIpAllowance(app.database.db, {
        scope: 'staff-account',
        ip: `totp:${staff.id}`,
        limitPerHour: LOGIN_PER_ACCOUNT,
        now,
      });
      if (!verdict.allowed) {
        reply.header('retry-after', String(verdict.retryAfterSeconds));
        throw refuse('tooManyRequests', 429);
      }
      if (!(await totpMatches(staff.totpSecret, request.body.code, now))) throw refuse('totpInvalid', 401);
      const enabled = await app.database.db.transaction(async (tx) => {
        await markSessionTotpVerified(tx, session.id, now);
        if (staff.totpEnabled) return staff;
        const after = await updateStaff(tx, staff.id, { totpEnabled: true }, now);
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
        return after ?? staff;
      });
      return { data: { staff: staffView(enabled), csrf_token: session.csrfToken, totp: 'done' as const } };
    },
  );

  r.post('/logout', { onRequest: anyStaff, schema: { tags } }, async (request, reply) => {
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
  });
}
