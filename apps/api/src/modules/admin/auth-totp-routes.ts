import { totpEnrolmentSchema } from '@pothik/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import QRCode from 'qrcode';
import { z } from 'zod';
import { refuse } from '../../lib/errors';
import { consumeAllowance } from '../auth';
import { acceptTotpStep, insertSession, revokeSession, updateStaff } from './accounts-repo';
import { writeAudit } from './audit';
import { refuseWhenSpent, type StaffAuthRouteParts, TOTP_TRIES, TOTP_WINDOW_MS } from './auth-limits';
import { newToken, newTotpSecret, tokenHash, totpStepOf, totpUri } from './credentials';
import { refusalSchema, sessionSchema, sessionView } from './session-view';
import { currentStaff, setSessionCookie, totpRequired } from './staff-session';
import { openTotpSecret, sealTotpSecret } from './totp-secrets';

/** POST /totp/enrol (a new secret and its QR code) and POST /totp/verify (the code, then a new session). */
export function registerTotpRoutes(app: FastifyInstance, { tags, security, signingIn }: StaffAuthRouteParts) {
  const r = app.withTypeProvider<ZodTypeProvider>();

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
        app.database.db,
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
    (request, reply) => verifyTotp(app, request, request.body.code, reply),
  );
}

/** The authenticator's code for the signed-in session: a new session (its cookie set), or 401 / 403 / 429. */
async function verifyTotp(app: FastifyInstance, request: FastifyRequest, code: string, reply: FastifyReply) {
  const db = app.database.db;
  const { staff, session } = currentStaff(request);
  const now = app.clock.now();
  if (!totpRequired(app.config, staff.role) || !staff.totpSecret) throw refuse('forbidden', 403);
  await refuseWhenSpent(
    reply,
    consumeAllowance(db, {
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
  const step = await totpStepOf(secret, code, now);
  if (step === null) {
    await writeAudit(db, {
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
  const fresh = await db.transaction(async (tx) => {
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
}
