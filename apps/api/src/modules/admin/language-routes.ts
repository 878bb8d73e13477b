import { consoleLanguageSchema, messageCatalogue, staffSessionViewSchema } from '@pothik/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { refuse } from '../../lib/errors';
import { findStaffById, updateStaff } from './accounts-repo';
import { writeAudit } from './audit';
import { refusalSchema, sessionView } from './session-view';
import { currentStaff, requireStaff } from './staff-session';

/**
 * POST /admin/api/auth/language: a staff member chooses the language the console shows them (issue 46
 * §5). It is kept on their account, so it follows them to the next login and to another computer.
 */
export default async function staffLanguageRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/language',
    {
      onRequest: requireStaff(app, 'any'),
      schema: {
        tags: ['admin'],
        security: [{ staffSession: [] }],
        summary: 'Choose the language the console shows the signed-in staff member',
        body: consoleLanguageSchema,
        response: {
          200: z.object({ message: z.string(), code: z.string(), data: staffSessionViewSchema }),
          401: refusalSchema,
          403: refusalSchema,
          422: refusalSchema,
        },
      },
    },
    async (request) => {
      const { staff, session } = currentStaff(request);
      const { language } = request.body;
      const now = app.clock.now();
      const changed = await app.database.db.transaction(async (tx) => {
        // Locked and read again: the account may have been closed since this request's session was read.
        const before = await findStaffById(tx, staff.id, { forUpdate: true });
        if (!before?.isActive) throw refuse('pleaseLogInAgain', 401);
        if (before.consoleLanguage === language) return before;
        const after = (await updateStaff(tx, staff.id, { consoleLanguage: language }, now))!;
        await writeAudit(tx, {
          staffId: staff.id,
          action: 'staff.language.change',
          entity: 'staff',
          entityId: staff.id,
          before: { console_language: before.consoleLanguage },
          after: { console_language: language },
          ip: request.ip,
          at: now,
        });
        return after;
      });
      return {
        ...sessionView(app.config, changed, session),
        message: messageCatalogue.staffLanguageChanged.en,
        code: 'staffLanguageChanged',
      };
    },
  );
}
