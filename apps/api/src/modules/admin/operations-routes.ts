import { type ConsoleJob, idParamsSchema, messageCatalogue, staffDashboardSchema } from '@pothik/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { JobRecord } from '../../plugins/jobs';
import {
  bookingStats,
  cancelRequestsForConsole,
  publishTripEvents,
  resolveCancelRequest,
  tripSmsSettingsOf,
} from '../booking';
import { leadsPerWeek } from '../leads';
import { failedDeliveriesSince } from '../notifications';
import { type AuditKind, listAudit, writeAudit } from './audit';
import { listQuerySchema, pageOf, sendPage } from './simple-rest';
import { currentStaff, requireStaff } from './staff-session';

type StaffGuard = ReturnType<typeof requireStaff>;

/** Ops work: cancellation requests; and the audit log, which admins read. */
export default async function operationsRoutes(app: FastifyInstance) {
  const tags = ['admin'];
  const ops = requireStaff(app, ['ops', 'admin']);
  const admins = requireStaff(app, ['admin']);
  registerCancelRequestRoutes(app, tags, ops);
  registerAuditLogRoute(app, tags, admins);
  registerDashboardRoute(app, tags, ops);
}

/** GET /cancel-requests and POST /cancel-requests/:id/approve or decline. */
function registerCancelRequestRoutes(app: FastifyInstance, tags: string[], ops: StaffGuard) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/cancel-requests',
    { onRequest: ops, schema: { tags, querystring: listQuerySchema } },
    async (request, reply) => {
      const { offset, limit } = pageOf(request.query.range);
      const { items, total } = await cancelRequestsForConsole(app.database.db, { offset, limit });
      const rows = items.map((t) => ({
        id: t.id,
        passenger_id: t.passengerId,
        driver_id: t.driverId,
        trip_type: t.tripType,
        pickup_address: t.pickupAddress,
        dropoff_address: t.dropoffAddress,
        pickup_at: t.pickupAt.toISOString(),
        cancel_reason_id: t.cancelReasonId,
        cancel_note: t.cancelNote,
        requested_at: t.updatedAt.toISOString(),
      }));
      return sendPage(reply, 'cancel-requests', rows, offset, total);
    },
  );

  r.post(
    '/cancel-requests/:id/:decision',
    {
      onRequest: ops,
      schema: {
        tags,
        params: idParamsSchema.extend({ decision: z.enum(['approve', 'decline']) }),
        body: z.object({ note: z.string().trim().max(500).optional() }).nullish(),
      },
    },
    async (request) => {
      const { staff } = currentStaff(request);
      const { id, decision } = request.params;
      const now = app.clock.now();
      const note = request.body?.note || null;
      const { trip, events } = await resolveCancelRequest(
        app.database.db,
        { tripId: id, decision, note, now, sms: tripSmsSettingsOf(app.config) },
        (tx, before, after) =>
          writeAudit(tx, {
            staffId: staff.id,
            action: `trip.cancel_request.${decision}`,
            entity: 'trip',
            entityId: id,
            before: { status: before.status },
            after: { status: after.status, note },
            ip: request.ip,
            at: now,
          }),
      );
      // After commit: the passenger's and driver's screens hear of it through the usual channel.
      await publishTripEvents(app, events);
      const key = decision === 'approve' ? 'cancelRequestApproved' : 'cancelRequestDeclined';
      return { message: messageCatalogue[key].en, code: key, data: { id: trip.id, status: trip.status } };
    },
  );
}

/** GET /audit-log, which admins read. */
function registerAuditLogRoute(app: FastifyInstance, tags: string[], admins: StaffGuard) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/audit-log',
    { onRequest: admins, schema: { tags, querystring: listQuerySchema } },
    async (request, reply) => {
      const { offset, limit } = pageOf(request.query.range);
      let entity: string | undefined;
      let kind: AuditKind | undefined;
      try {
        const filter = JSON.parse(request.query.filter ?? '{}') as { entity?: unknown; kind?: unknown };
        if (typeof filter.entity === 'string') entity = filter.entity;
        // The console shows changes first: the reads of people's lists would bury them.
        if (filter.kind === 'change' || filter.kind === 'read') kind = filter.kind;
      } catch {
        // An unreadable filter filters nothing.
      }
      const { rows, total } = await listAudit(app.database.db, { offset, limit, entity, kind });
      const items = rows.map((a) => ({
        id: a.id,
        staff_id: a.staffId,
        action: a.action,
        entity: a.entity,
        entity_id: a.entityId,
        before: a.before,
        after: a.after,
        ip: a.ip,
        at: a.at.toISOString(),
      }));
      return sendPage(reply, 'audit-log', items, offset, total);
    },
  );
}

/** GET /dashboard. */
function registerDashboardRoute(app: FastifyInstance, tags: string[], ops: StaffGuard) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // The dashboard: the last 30 days of trips and leads.
  r.get(
    '/dashboard',
    { onRequest: ops, schema: { tags, response: { 200: z.object({ data: staffDashboardSchema }) } } },
    async (_request, reply) => {
      const since = new Date(app.clock.now().getTime() - 30 * 86_400_000);
      const dayAgo = new Date(app.clock.now().getTime() - 86_400_000);
      const [booking, leads, failed, jobs] = await Promise.all([
        bookingStats(app.database.db, since),
        leadsPerWeek(app.database.db, since),
        failedDeliveriesSince(app.database.db, dayAgo, 50),
        app.jobs.records(),
      ]);
      reply.header('cache-control', 'no-store');
      return {
        data: {
          since: since.toISOString(),
          trips_per_day: booking.days,
          trips: booking.trips,
          requests_without_bid: booking.requestsWithoutBid,
          median_minutes_to_first_bid: booking.medianMinutesToFirstBid,
          acceptance_rate: booking.acceptanceRate,
          cancellations: booking.cancellations,
          leads_per_week: leads,
          failed_deliveries: failed,
          jobs: jobs.map(toConsoleJob),
        },
      };
    },
  );
}

function toConsoleJob(job: JobRecord): ConsoleJob {
  return {
    name: job.name,
    every_seconds: job.everyMs === null ? null : job.everyMs / 1000,
    runs: job.runs,
    failures: job.failures,
    last_started_at: job.lastStartedAt?.toISOString() ?? null,
    last_success_at: job.lastSuccessAt?.toISOString() ?? null,
    last_error: job.lastError,
  };
}
