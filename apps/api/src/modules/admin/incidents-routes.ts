import { idParamsSchema, incidentOutcomes, messageCatalogue } from '@pothik/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { refuse } from '../../lib/errors';
import {
  acknowledgeIncidentInTx,
  addIncidentNoteInTx,
  type ConsoleIncident,
  type IncidentRow,
  incidentForConsole,
  incidentQueueMark,
  listIncidentsForConsole,
  resolveIncidentInTx,
} from '../booking';
import { writeAudit } from './audit';
import { listQuerySchema, pageOf, parseFilter, sendPage } from './simple-rest';
import { currentStaff, requireStaff } from './staff-session';

// The incident queue (DESIGN.md §15, issue 43): SOS and locked trip codes, open ones first. Every step
// staff take is written to the audit log in the step's transaction, and to the incident's own events.

const iso = (d: Date | null) => (d ? d.toISOString() : null);

const incidentView = (c: ConsoleIncident) => ({
  id: c.incident.id,
  kind: c.incident.kind,
  raised_by: c.incident.raisedBy,
  state: c.incident.state,
  outcome: c.incident.outcome,
  raised_at: c.incident.raisedAt.toISOString(),
  staff_alerted_at: iso(c.incident.staffAlertedAt),
  alert_round: c.incident.alertRound,
  acknowledged_at: iso(c.incident.acknowledgedAt),
  resolved_at: iso(c.incident.resolvedAt),
  trip_id: c.trip.id,
  trip_status: c.trip.status,
  pickup_address: c.trip.pickupAddress,
  dropoff_address: c.trip.dropoffAddress,
  pickup_at: c.trip.pickupAt.toISOString(),
  passenger_id: c.trip.passengerId,
  passenger_name: c.passengerName,
  passenger_mobile: c.passengerMobile,
  driver_id: c.trip.driverId,
  driver_name: c.driverName,
  driver_mobile: c.driverMobile,
  plate_number: c.plateNumber,
  car_model: c.carModel,
});

const stateOf = (row: IncidentRow) => ({ state: row.state, outcome: row.outcome });

const incidentFilter = z.object({
  state: z.enum(['open', 'acknowledged', 'resolved', 'unresolved']).optional(),
});
const noteBody = z.object({ note: z.string().trim().min(1).max(1000) });
const optionalNote = z.object({ note: z.string().trim().max(1000).optional() }).nullish();
const resolveBody = z.object({
  outcome: z.enum(incidentOutcomes),
  note: z.string().trim().max(1000).optional(),
});

export default async function incidentsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];
  const ops = requireStaff(app, ['ops', 'admin']);

  r.get(
    '/incidents',
    {
      onRequest: ops,
      schema: {
        tags,
        summary:
          'The incident queue (SOS, locked trip codes): open ones first, with the trip and both parties',
        querystring: listQuerySchema,
      },
    },
    async (request, reply) => {
      const { offset, limit } = pageOf(request.query.range);
      const filter = parseFilter(request.query.filter, incidentFilter);
      const { rows, total } = await listIncidentsForConsole(app.database.db, {
        offset,
        limit,
        state: filter.state,
      });
      // The queue shows both parties' names and numbers: a read of people's data, recorded.
      await writeAudit(app.database.db, {
        staffId: currentStaff(request).staff.id,
        action: 'incident.list',
        entity: 'incident',
        after: { filter, offset, rows: rows.length, total },
        ip: request.ip,
        at: app.clock.now(),
      });
      return sendPage(reply, 'incidents', rows.map(incidentView), offset, total);
    },
  );

  r.get(
    '/incidents/:id',
    {
      onRequest: ops,
      schema: {
        tags,
        summary: 'One incident with its trip, both parties and every step taken',
        params: idParamsSchema,
      },
    },
    async (request) => {
      const found = await incidentForConsole(app.database.db, request.params.id);
      if (!found) throw refuse('incidentNotFound', 404);
      return {
        ...incidentView(found),
        events: found.events.map((e) => ({
          id: e.id,
          action: e.action,
          actor: e.actor,
          staff_id: e.staffId,
          note: e.note,
          at: e.at.toISOString(),
        })),
      };
    },
  );
  await app.register(incidentStepRoutes);
  await app.register(incidentWatchAndNoteRoutes);
}

type StepRequest = Parameters<typeof currentStaff>[0] & { params: { id: number } };
type StepChange = { before: IncidentRow; after: IncidentRow };

/**
 * One step staff take on an incident, in one transaction with its audit entry: the incident's state
 * before and after, and the note given with it.
 */
function auditedStep(app: FastifyInstance, request: StepRequest, action: string, note: string | null) {
  const { staff } = currentStaff(request);
  const now = app.clock.now();
  return (change: (tx: DbOrTx, staffId: number, now: Date) => Promise<StepChange>) =>
    app.database.db.transaction(async (tx) => {
      const changed = await change(tx, staff.id, now);
      await writeAudit(tx, {
        staffId: staff.id,
        action,
        entity: 'incident',
        entityId: request.params.id,
        before: stateOf(changed.before),
        after: { ...stateOf(changed.after), note },
        ip: request.ip,
        at: now,
      });
      return changed;
    });
}

/** Acknowledge, note and resolve, for ops and admins. */
async function incidentStepRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];
  const ops = requireStaff(app, ['ops', 'admin']);

  r.post(
    '/incidents/:id/acknowledge',
    {
      onRequest: ops,
      schema: {
        tags,
        summary: 'Acknowledge an incident: its re-alerts stop and the passenger sees when',
        params: idParamsSchema,
        body: optionalNote,
      },
    },
    async (request) => {
      const note = request.body?.note || null;
      const { after } = await auditedStep(
        app,
        request,
        'incident.acknowledge',
        note,
      )((tx, staffId, now) => acknowledgeIncidentInTx(tx, { id: request.params.id, staffId, note, now }));
      return {
        message: messageCatalogue.incidentAcknowledged.en,
        code: 'incidentAcknowledged',
        data: { id: after.id, state: after.state },
      };
    },
  );

  r.post(
    '/incidents/:id/resolve',
    {
      onRequest: ops,
      schema: {
        tags,
        summary: 'Resolve an incident with its outcome',
        params: idParamsSchema,
        body: resolveBody,
      },
    },
    async (request) => {
      const { outcome } = request.body;
      const note = request.body.note || null;
      const { after } = await auditedStep(
        app,
        request,
        'incident.resolve',
        note,
      )((tx, staffId, now) =>
        resolveIncidentInTx(tx, { id: request.params.id, staffId, outcome, note, now }),
      );
      return {
        message: messageCatalogue.incidentResolved.en,
        code: 'incidentResolved',
        data: { id: after.id, state: after.state, outcome: after.outcome },
      };
    },
  );
}

/** The queue's mark, which the console polls, and notes on an incident. */
async function incidentWatchAndNoteRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];
  const ops = requireStaff(app, ['ops', 'admin']);

  r.get(
    '/incident-queue-mark',
    {
      onRequest: ops,
      schema: {
        tags,
        summary:
          "The incident queue's newest step and its open count, which the console polls to reload the queue when it changes (every half second while its socket, /admin/api/incident-queue/live, is down)",
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: await incidentQueueMark(app.database.db) };
    },
  );

  r.post(
    '/incidents/:id/notes',
    {
      onRequest: ops,
      schema: {
        tags,
        summary: 'Add a note to an incident (a call made, what was said)',
        params: idParamsSchema,
        body: noteBody,
      },
    },
    async (request) => {
      const { staff } = currentStaff(request);
      const now = app.clock.now();
      const { note } = request.body;
      const incident = await app.database.db.transaction(async (tx) => {
        const found = await addIncidentNoteInTx(tx, { id: request.params.id, staffId: staff.id, note, now });
        await writeAudit(tx, {
          staffId: staff.id,
          action: 'incident.note',
          entity: 'incident',
          entityId: request.params.id,
          after: { note },
          ip: request.ip,
          at: now,
        });
        return found;
      });
      return {
        message: messageCatalogue.incidentNoteAdded.en,
        code: 'incidentNoteAdded',
        data: { id: incident.id, state: incident.state },
      };
    },
  );
}
