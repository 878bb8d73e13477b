import {
  idParamsSchema,
  messageCatalogue,
  type StaffRole,
  staffAccountCreatedSchema,
  staffAccountViewSchema,
  validationMessage,
} from '@pothik/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffRoles } from '../../db/schema/index';
import { refuse } from '../../lib/errors';
import { forgetStaffDevices } from '../push';
import {
  findStaffByEmail,
  findStaffById,
  insertStaff,
  listStaff,
  revokeSessionsOf,
  updateStaff,
} from './accounts-repo';
import { writeAudit } from './audit';
import { hashPassword, newPassword } from './credentials';
import { listQuerySchema, pageOf, sendPage } from './simple-rest';
import { INCIDENT_STAFF_ROLES } from './staff-push-routes';
import { currentStaff, requireStaff } from './staff-session';

type Account = {
  id: number;
  email: string;
  role: StaffRole;
  isActive: boolean;
  totpEnabled: boolean;
  mustChangePassword: boolean;
};

const accountView = (a: Account, liveSessions: number) => ({
  id: a.id,
  email: a.email,
  role: a.role,
  is_active: a.isActive,
  totp_enrolled: a.totpEnabled,
  must_change_password: a.mustChangePassword,
  live_sessions: liveSessions,
});

type StaffRouteParts = {
  tags: string[];
  admins: ReturnType<typeof requireStaff>;
  db: () => FastifyInstance['database']['db'];
};

/**
 * Admins manage staff: add an account (its first password shown once), change a role, close an
 * account, and end an account's sessions. An admin cannot close or demote their own account, so the
 * console always keeps one admin who can undo a mistake.
 */
export default async function staffRoutes(app: FastifyInstance) {
  const tags = ['admin'];
  const admins = requireStaff(app, ['admin']);
  const db = () => app.database.db;
  const parts = { tags, admins, db };
  registerStaffListRoutes(app, parts);
  registerStaffCreateRoute(app, parts);
  registerStaffChangeRoutes(app, parts);
}

/** GET /staff and GET /staff/:id. */
function registerStaffListRoutes(app: FastifyInstance, { tags, admins, db }: StaffRouteParts) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/staff',
    {
      onRequest: admins,
      schema: { tags, querystring: listQuerySchema, response: { 200: z.array(staffAccountViewSchema) } },
    },
    async (request, reply) => {
      const { offset, limit } = pageOf(request.query.range);
      const { rows, total } = await listStaff(db(), app.clock.now(), { offset, limit });
      return sendPage(
        reply,
        'staff',
        rows.map((row) => accountView(row.account, row.liveSessions)),
        offset,
        total,
      );
    },
  );

  r.get(
    '/staff/:id',
    {
      onRequest: admins,
      schema: { tags, params: idParamsSchema, response: { 200: staffAccountViewSchema } },
    },
    async (request) => {
      const { rows } = await listStaff(db(), app.clock.now(), { offset: 0, limit: 1000 });
      const row = rows.find((r) => r.account.id === request.params.id);
      if (!row) throw refuse('staffNotFound', 404);
      return accountView(row.account, row.liveSessions);
    },
  );
}

/** POST /staff: a new account and its first password, shown once. */
function registerStaffCreateRoute(app: FastifyInstance, { tags, admins, db }: StaffRouteParts) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/staff',
    {
      onRequest: admins,
      schema: {
        tags,
        body: z.object({ email: z.email().trim().toLowerCase().max(200), role: z.enum(staffRoles) }),
        response: { 201: staffAccountCreatedSchema },
      },
    },
    async (request, reply) => {
      const { staff } = currentStaff(request);
      const now = app.clock.now();
      const password = newPassword();
      const passwordHash = await hashPassword(password);
      const account = await db().transaction(async (tx) => {
        if (await findStaffByEmail(tx, request.body.email)) {
          throw refuse('validationError', 422, { email: [validationMessage('staffEmailTaken')] });
        }
        // The admin chose this password: its owner chooses their own at the first login.
        const created = await insertStaff(tx, {
          ...request.body,
          passwordHash,
          now,
          mustChangePassword: true,
        });
        await writeAudit(tx, {
          staffId: staff.id,
          action: 'staff.create',
          entity: 'staff',
          entityId: created.id,
          after: { email: created.email, role: created.role, must_change_password: true },
          ip: request.ip,
          at: now,
        });
        return created;
      });
      reply.code(201);
      // The only time the password leaves the API: the admin hands it over, and its owner must change it.
      return { ...accountView(account, 0), password };
    },
  );
}

/** PUT /staff/:id (role, open or closed) and POST /staff/:id/revoke-sessions. */
function registerStaffChangeRoutes(app: FastifyInstance, { tags, admins, db }: StaffRouteParts) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.put(
    '/staff/:id',
    {
      onRequest: admins,
      schema: {
        tags,
        params: idParamsSchema,
        body: z.looseObject({ role: z.enum(staffRoles), is_active: z.boolean() }),
        response: { 200: staffAccountViewSchema },
      },
    },
    async (request) => {
      const { staff } = currentStaff(request);
      const now = app.clock.now();
      const { role, is_active } = request.body;
      const account = await db().transaction(async (tx) => {
        const before = await findStaffById(tx, request.params.id, { forUpdate: true });
        if (!before) throw refuse('staffNotFound', 404);
        if (before.id === staff.id && (role !== before.role || !is_active))
          throw refuse('staffSelfChange', 409);
        const after = (await updateStaff(tx, before.id, { role, isActive: is_active }, now))!;
        // A closed account, or one whose role changed, starts again from the login.
        if (!is_active || role !== before.role) await revokeSessionsOf(tx, before.id, now);
        // Incident alerts on their devices go with the account or with a role that answers incidents.
        if (!is_active || !INCIDENT_STAFF_ROLES.includes(role)) await forgetStaffDevices(tx, before.id);
        await writeAudit(tx, {
          staffId: staff.id,
          action: 'staff.update',
          entity: 'staff',
          entityId: before.id,
          before: { role: before.role, is_active: before.isActive },
          after: { role, is_active },
          ip: request.ip,
          at: now,
        });
        return after;
      });
      return accountView(account, 0);
    },
  );

  r.post(
    '/staff/:id/revoke-sessions',
    { onRequest: admins, schema: { tags, params: idParamsSchema } },
    async (request) => {
      const { staff } = currentStaff(request);
      const now = app.clock.now();
      const account = await db().transaction(async (tx) => {
        const found = await findStaffById(tx, request.params.id, { forUpdate: true });
        if (!found) throw refuse('staffNotFound', 404);
        await revokeSessionsOf(tx, found.id, now);
        await writeAudit(tx, {
          staffId: staff.id,
          action: 'staff.revoke_sessions',
          entity: 'staff',
          entityId: found.id,
          ip: request.ip,
          at: now,
        });
        return found;
      });
      return {
        message: messageCatalogue.staffSessionsEnded.en,
        code: 'staffSessionsEnded',
        data: accountView(account, 0),
      };
    },
  );
}
