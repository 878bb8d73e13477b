import {
  idParamsSchema,
  messageCatalogue,
  supportSettingsSchema,
  ticketCategories,
  ticketOutcomes,
  ticketStatuses,
} from '@pothik/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { refuse } from '../../lib/errors';
import { listTripsForConsole, staffAlertSettingsOf, tripForConsole } from '../booking';
import { getSupportSettings, saveSupportSettings } from '../settings';
import {
  addTicketNoteInTx,
  listTicketsForConsole,
  resolveTicketInTx,
  staffReplyInTx,
  supportReport,
  type TicketChange,
  ticketForConsole,
  updateTicketInTx,
} from '../support';
import { listStaff } from './accounts-repo';
import { writeAudit } from './audit';
import { registerSettingRoutes } from './pricing-routes';
import { listQuerySchema, pageOf, parseFilter, sendPage } from './simple-rest';
import { currentStaff, requireStaff } from './staff-session';
import { isBreached, ticketRecord, tripRecord } from './support-views';

// The support inbox (DESIGN.md §18, issue 46) for the `support` role and admins: queues by category and
// status with breached tickets first, one ticket with its whole thread beside the trip and the customer's
// history, replies (told to the customer), internal notes, assignment, resolving with an outcome, the
// report, and the settings (timer targets, canned replies). Every read of a ticket and every step is
// in the audit log, each step in its own transaction.

const queueFilter = z.object({
  status: z.enum(ticketStatuses).optional(),
  category: z.enum(ticketCategories).optional(),
  assignee_id: z.number().int().optional(),
  unresolved: z.boolean().optional(),
});
const textBody = z.object({ text: z.string().trim().min(1).max(2000) });
const updateBody = z.object({
  assignee_id: z.number().int().positive().nullable().optional(),
  status: z.enum(['open', 'waiting']).optional(),
});
const resolveBody = z.object({
  outcome: z.enum(ticketOutcomes),
  note: z.string().trim().max(1000).optional(),
});

type StepRequest = FastifyRequest & { params: { id: number } };

/** One step staff take on a ticket, in one transaction with its audit entry. */
function auditedStep(app: FastifyInstance, request: StepRequest, action: string, detail: unknown) {
  const { staff } = currentStaff(request);
  const now = app.clock.now();
  return (change: (tx: DbOrTx, staffId: number, now: Date) => Promise<TicketChange>) =>
    app.database.db.transaction(async (tx) => {
      const changed = await change(tx, staff.id, now);
      const state = (t: TicketChange['after']) => ({
        status: t.status,
        assignee_id: t.assigneeId,
        outcome: t.outcome,
      });
      await writeAudit(tx, {
        staffId: staff.id,
        action,
        entity: 'ticket',
        entityId: request.params.id,
        before: state(changed.before),
        after: { ...state(changed.after), detail },
        ip: request.ip,
        at: now,
      });
      return changed;
    });
}

export default async function supportRoutes(app: FastifyInstance) {
  const agents = requireStaff(app, ['support', 'admin']);
  registerQueueRoutes(app, agents);
  registerTicketRoutes(app, agents);
  registerStepRoutes(app, agents);
  registerReportRoutes(app, agents);
  registerSettingRoutes(app, ['admin'], {
    name: 'support',
    guard: requireStaff(app, ['admin']),
    body: supportSettingsSchema,
    read: getSupportSettings,
    save: saveSupportSettings,
  });
}

type Guard = ReturnType<typeof requireStaff>;

function registerQueueRoutes(app: FastifyInstance, agents: Guard) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];
  r.get(
    '/tickets',
    {
      onRequest: agents,
      schema: {
        tags,
        summary: 'The support queue: breached tickets first, then by the nearest deadline',
        querystring: listQuerySchema,
      },
    },
    async (request, reply) => {
      const { offset, limit } = pageOf(request.query.range);
      const filter = parseFilter(request.query.filter, queueFilter);
      const now = app.clock.now();
      const { rows, total } = await listTicketsForConsole(
        app.database.db,
        {
          status: filter.status,
          category: filter.category,
          assigneeId: filter.assignee_id,
          unresolved: filter.unresolved,
        },
        { offset, limit, now },
      );
      await writeAudit(app.database.db, {
        staffId: currentStaff(request).staff.id,
        action: 'ticket.list',
        entity: 'ticket',
        after: { filter, offset, rows: rows.length, total },
        ip: request.ip,
        at: now,
      });
      return sendPage(
        reply,
        'tickets',
        rows.map((row) => ticketRecord(row.ticket, isBreached(row.ticket, now))),
        offset,
        total,
      );
    },
  );
}

/** One ticket, and the staff a ticket can be assigned to. */
function registerTicketRoutes(app: FastifyInstance, agents: Guard) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];
  r.get(
    '/tickets/:id',
    {
      onRequest: agents,
      schema: {
        tags,
        summary: 'One ticket: its thread with internal notes, pictures, the trip and the customer’s history',
        params: idParamsSchema,
      },
    },
    async (request) => {
      const db = app.database.db;
      const now = app.clock.now();
      const found = await ticketForConsole(db, request.params.id);
      if (!found) throw refuse('ticketNotFound', 404);
      const { ticket } = found;
      const trip =
        ticket.tripId === null
          ? undefined
          : await tripForConsole(db, ticket.tripId, {
              now,
              windowMinutes: app.config.booking.cancelWindowMin,
            });
      const trips = await listTripsForConsole(db, { q: ticket.authorMobile }, { offset: 0, limit: 10 });
      await writeAudit(db, {
        staffId: currentStaff(request).staff.id,
        action: 'ticket.read',
        entity: 'ticket',
        entityId: ticket.id,
        ip: request.ip,
        at: now,
      });
      return {
        ...ticketRecord(ticket, isBreached(ticket, now)),
        messages: found.messages.map((m) => ({
          id: m.id,
          author: m.author,
          staff_id: m.staffId,
          text: m.body,
          internal: m.internal,
          at: m.createdAt.toISOString(),
        })),
        pictures: found.pictures,
        trip: trip ? tripRecord(trip.row) : null,
        customer_trips: trips.rows.map(tripRecord),
        customer_tickets: found.otherTickets.map((t) => ticketRecord(t, isBreached(t, now))),
        canned_replies: (await getSupportSettings(db)).canned_replies,
      };
    },
  );
  r.get(
    '/support-agents',
    {
      onRequest: agents,
      schema: { tags, summary: 'Staff a ticket can be assigned to (support and admin accounts)' },
    },
    async (_request, reply) => {
      const { rows } = await listStaff(app.database.db, app.clock.now(), { offset: 0, limit: 200 });
      const list = rows
        .filter((r) => r.account.isActive && (r.account.role === 'support' || r.account.role === 'admin'))
        .map((r) => ({ id: r.account.id, email: r.account.email, role: r.account.role }));
      return sendPage(reply, 'support-agents', list, 0, list.length);
    },
  );
}

type StepCode = 'ticketReplySent' | 'ticketNoteAdded' | 'ticketResolved';

const stepAnswer = (app: FastifyInstance, code: StepCode, after: TicketChange['after']) => ({
  message: messageCatalogue[code].en,
  code,
  data: ticketRecord(after, isBreached(after, app.clock.now())),
});

function registerStepRoutes(app: FastifyInstance, agents: Guard) {
  registerMessageRoutes(app, agents);
  registerStateRoutes(app, agents);
}

/** A reply to the customer, and an internal note. */
function registerMessageRoutes(app: FastifyInstance, agents: Guard) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];
  r.post(
    '/tickets/:id/replies',
    {
      onRequest: agents,
      schema: {
        tags,
        summary: 'Reply to the customer (told by SMS and push per their preferences)',
        params: idParamsSchema,
        body: textBody,
      },
    },
    async (request) => {
      const { brand, siteUrl } = staffAlertSettingsOf(app.config);
      const { text } = request.body;
      const { after } = await auditedStep(app, request, 'ticket.reply', { text })((tx, staffId, now) =>
        staffReplyInTx(tx, { id: request.params.id, staffId, text, settings: { brand, siteUrl }, now }),
      );
      return stepAnswer(app, 'ticketReplySent', after);
    },
  );
  r.post(
    '/tickets/:id/notes',
    {
      onRequest: agents,
      schema: {
        tags,
        summary: 'Add an internal note (never shown to the customer)',
        params: idParamsSchema,
        body: textBody,
      },
    },
    async (request) => {
      const { text } = request.body;
      const { after } = await auditedStep(app, request, 'ticket.note', { text })((tx, staffId, now) =>
        addTicketNoteInTx(tx, { id: request.params.id, staffId, text, now }),
      );
      return stepAnswer(app, 'ticketNoteAdded', after);
    },
  );
}

/** Assignment, status and resolving. */
function registerStateRoutes(app: FastifyInstance, agents: Guard) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];
  r.put(
    '/tickets/:id',
    {
      onRequest: agents,
      schema: {
        tags,
        summary: 'Assign a ticket or set it open or waiting',
        params: idParamsSchema,
        body: updateBody,
      },
    },
    async (request) => {
      const { assignee_id: assigneeId, status } = request.body;
      const { after } = await auditedStep(
        app,
        request,
        'ticket.update',
        request.body,
      )((tx, _staffId, now) => updateTicketInTx(tx, { id: request.params.id, assigneeId, status, now }));
      return ticketRecord(after, isBreached(after, app.clock.now()));
    },
  );
  r.post(
    '/tickets/:id/resolve',
    {
      onRequest: agents,
      schema: {
        tags,
        summary: 'Resolve a ticket with its outcome',
        params: idParamsSchema,
        body: resolveBody,
      },
    },
    async (request) => {
      const { outcome, note } = request.body;
      const { after } = await auditedStep(app, request, 'ticket.resolve', { outcome, note: note ?? null })(
        (tx, staffId, now) =>
          resolveTicketInTx(tx, { id: request.params.id, staffId, outcome, note: note || null, now }),
      );
      return stepAnswer(app, 'ticketResolved', after);
    },
  );
}

function registerReportRoutes(app: FastifyInstance, agents: Guard) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/support-report',
    {
      onRequest: agents,
      schema: {
        tags: ['admin'],
        summary: 'Outcomes of resolved tickets and satisfaction per agent and category per week',
        querystring: z.object({ weeks: z.coerce.number().int().min(1).max(52).default(8) }),
      },
    },
    async (request) => {
      const from = new Date(app.clock.now().getTime() - request.query.weeks * 7 * 86_400_000);
      return { data: await supportReport(app.database.db, { from }) };
    },
  );
}
