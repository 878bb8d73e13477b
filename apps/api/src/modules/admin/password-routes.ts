import {
  messageCatalogue,
  staffNewPasswordProblem,
  staffPasswordChangedSchema,
  staffPasswordChangeSchema,
  validationMessage,
} from '@pothik/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { refuse } from '../../lib/errors';
import { findStaffById, revokeSessionsOf, updateStaff } from './accounts-repo';
import { writeAudit } from './audit';
import { hashPassword, passwordMatches } from './credentials';
import { claimAttempt, clearBackoff } from './login-backoff';
import { refusalSchema, sessionView } from './session-view';
import { currentStaff, requireStaff } from './staff-session';

/**
 * POST /admin/api/auth/password: a staff member changes their own password (the current one, then a
 * new one of at least 12 characters that is not and does not contain their email). It is the only way
 * past `password_change_required`; every other session of the account ends.
 */
export default async function staffPasswordRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;

  r.post(
    '/password',
    {
      onRequest: requireStaff(app, 'any', { beforePasswordChange: true }),
      schema: {
        tags: ['admin'],
        security: [{ staffSession: [] }],
        summary: 'Change the signed-in staff member’s own password',
        body: staffPasswordChangeSchema,
        response: {
          200: staffPasswordChangedSchema,
          401: refusalSchema,
          403: refusalSchema,
          422: refusalSchema,
          429: refusalSchema,
        },
      },
    },
    async (request, reply) => {
      const { staff, session } = currentStaff(request);
      const { current_password: current, new_password: next } = request.body;
      const now = app.clock.now();
      // A stolen session cookie must not make guessing the password cheap: the same backoff as the
      // login's, in a bucket of the account's own, so neither guessing locks the other out.
      const bucket = `password:${staff.id}` as const;
      const verdict = await claimAttempt(db(), bucket, now);
      if (!verdict.allowed) {
        reply.header('retry-after', String(verdict.retryAfterSeconds));
        throw refuse('tooManyRequests', 429);
      }
      if (!(await passwordMatches(staff.passwordHash, current))) {
        throw refuse('validationError', 422, { current_password: [validationMessage('staffPasswordWrong')] });
      }
      await clearBackoff(db(), bucket);
      const problem = staffNewPasswordProblem(next, { email: staff.email, current });
      if (problem) throw refuse('validationError', 422, { new_password: [problem] });
      const passwordHash = await hashPassword(next);
      const changed = await db().transaction(async (tx) => {
        // Locked, and checked again: a second change at once, or a closed account, wins nothing.
        const before = await findStaffById(tx, staff.id, { forUpdate: true });
        if (!before?.isActive || before.passwordHash !== staff.passwordHash) {
          throw refuse('pleaseLogInAgain', 401);
        }
        const after = (await updateStaff(tx, staff.id, { passwordHash, mustChangePassword: false }, now))!;
        await revokeSessionsOf(tx, staff.id, now, session.id);
        await writeAudit(tx, {
          staffId: staff.id,
          action: 'staff.password.change',
          entity: 'staff',
          entityId: staff.id,
          before: { must_change_password: before.mustChangePassword },
          after: { must_change_password: false },
          ip: request.ip,
          at: now,
        });
        return after;
      });
      return {
        ...sessionView(app.config, changed, session),
        message: messageCatalogue.staffPasswordChanged.en,
        code: 'staffPasswordChanged',
      };
    },
  );
}
