import { consoleLeadSchema, idParamsSchema, rowIdSchema } from '@pothik/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { leadKinds, leadStatuses } from '../../db/schema/index';
import { refuse } from '../../lib/errors';
import { findLead, type LeadFilter, type LeadRow, leadsCsv, listLeads, updateLead } from '../leads';
import { consoleNotificationsOfLead } from '../notifications';
import { listStaff } from './accounts-repo';
import { auditListRead, writeAudit } from './audit';
import { registerGpLoyaltyRoutes } from './gp-loyalty-routes';
import { listQuerySchema, pageOf, sendPage } from './simple-rest';
import { currentStaff, requireStaff } from './staff-session';

const filterSchema = z
  .object({
    kind: z.enum(leadKinds).optional(),
    status: z.enum(leadStatuses).optional(),
    q: z.string().trim().max(100).optional(),
  })
  .catch({});

/** react-admin's `filter={…}` JSON; anything unreadable filters nothing. */
function readFilter(raw: string | undefined): LeadFilter {
  try {
    return filterSchema.parse(JSON.parse(raw ?? '{}'));
  } catch {
    return {};
  }
}

const leadView = (l: LeadRow) => ({
  id: l.id,
  kind: l.kind,
  status: l.status,
  name: l.name,
  mobile: l.mobile,
  email: l.email,
  lang: l.lang,
  user_id: l.userId,
  // Written from a form's accepted object (leads/service.ts).
  fields: l.fields as Record<string, unknown>,
  note: l.note,
  assignee_id: l.assigneeId,
  created_at: l.createdAt.toISOString(),
  updated_at: l.updatedAt.toISOString(),
});

/** What the console's leads and GP loyalty routes share: their document tags and the ops guard. */
export type LeadsRouteParts = { tags: string[]; ops: ReturnType<typeof requireStaff> };

/** Ops work the leads inbox and keep the GP loyalty list (admins may too). */
export default async function leadsAdminRoutes(app: FastifyInstance) {
  const parts = { tags: ['admin'], ops: requireStaff(app, ['ops', 'admin']) };
  app.addContentTypeParser('text/csv', { parseAs: 'string', bodyLimit: 1_048_576 }, (_req, body, done) =>
    done(null, body),
  );
  registerLeadListRoutes(app, parts);
  registerLeadRoutes(app, parts);
  registerGpLoyaltyRoutes(app, parts);
}

/** GET /leads (a page, filtered) and GET /leads/export.csv. */
function registerLeadListRoutes(app: FastifyInstance, { tags, ops }: LeadsRouteParts) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/leads',
    {
      onRequest: ops,
      schema: { tags, querystring: listQuerySchema, response: { 200: z.array(consoleLeadSchema) } },
    },
    async (request, reply) => {
      const { offset, limit } = pageOf(request.query.range);
      const filter = readFilter(request.query.filter);
      const { rows, total } = await listLeads(app.database.db, filter, { offset, limit });
      await auditListRead(app, request, { entity: 'lead', filter, offset, rows: rows.length, total });
      return sendPage(reply, 'leads', rows.map(leadView), offset, total);
    },
  );

  // Before /leads/:id, which would otherwise take "export.csv" for an id.
  r.get(
    '/leads/export.csv',
    { onRequest: ops, schema: { tags, querystring: z.object({ filter: z.string().max(2000).optional() }) } },
    async (request, reply) => {
      const filter = readFilter(request.query.filter);
      const { csv, rows } = await leadsCsv(app.database.db, filter);
      // Personal data leaving the console: who took which leads, and how many.
      await writeAudit(app.database.db, {
        staffId: currentStaff(request).staff.id,
        action: 'lead.export',
        entity: 'lead',
        after: { format: 'csv', filter, rows },
        ip: request.ip,
        at: app.clock.now(),
      });
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="pothik-leads.csv"')
        .header('cache-control', 'no-store');
      // A BOM, so a spreadsheet opens the Bangla names as UTF-8.
      return `\uFEFF${csv}`;
    },
  );
}

/** GET and PUT /leads/:id, and GET /assignees (who a lead can be given to). */
function registerLeadRoutes(app: FastifyInstance, { tags, ops }: LeadsRouteParts) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/leads/:id',
    { onRequest: ops, schema: { tags, params: idParamsSchema, response: { 200: consoleLeadSchema } } },
    async (request) => {
      const lead = await findLead(app.database.db, request.params.id);
      if (!lead) throw refuse('leadNotFound', 404);
      const notifications = await consoleNotificationsOfLead(app.database.db, lead.id);
      return { ...leadView(lead), notifications };
    },
  );

  r.put(
    '/leads/:id',
    {
      onRequest: ops,
      schema: {
        tags,
        params: idParamsSchema,
        response: { 200: consoleLeadSchema },
        body: z.looseObject({
          status: z.enum(leadStatuses).optional(),
          note: z.string().trim().max(2000).nullish(),
          assignee_id: rowIdSchema.nullish(),
        }),
      },
    },
    async (request) => {
      const { staff } = currentStaff(request);
      const now = app.clock.now();
      const { status, note, assignee_id } = request.body;
      const lead = await updateLead(
        app.database.db,
        request.params.id,
        {
          ...(status ? { status } : {}),
          ...(note !== undefined ? { note: note || null } : {}),
          ...(assignee_id !== undefined ? { assigneeId: assignee_id } : {}),
        },
        now,
        (tx, before, after) =>
          writeAudit(tx, {
            staffId: staff.id,
            action: 'lead.update',
            entity: 'lead',
            entityId: before.id,
            before: { status: before.status, note: before.note, assignee_id: before.assigneeId },
            after: { status: after.status, note: after.note, assignee_id: after.assigneeId },
            ip: request.ip,
            at: now,
          }),
      );
      return leadView(lead);
    },
  );

  // Who a lead can be given to: open ops and admin accounts (ops cannot read the staff list itself).
  r.get(
    '/assignees',
    { onRequest: ops, schema: { tags, querystring: listQuerySchema } },
    async (_request, reply) => {
      const { rows } = await listStaff(app.database.db, app.clock.now(), { offset: 0, limit: 500 });
      const items = rows
        .map((row) => row.account)
        .filter((a) => a.isActive && (a.role === 'ops' || a.role === 'admin'))
        .map((a) => ({ id: a.id, email: a.email }));
      return sendPage(reply, 'assignees', items, 0, items.length);
    },
  );
}
