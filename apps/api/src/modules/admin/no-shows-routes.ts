import { idParamsSchema, messageCatalogue, noShowReportStatuses } from '@pothik/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { decideNoShow, listNoShowReports, publishTripEvents, tripSmsSettingsOf } from '../booking';
import { writeAudit } from './audit';
import { listQuerySchema, pageOf, parseFilter, sendPage } from './simple-rest';
import { currentStaff, requireStaff } from './staff-session';

// Passengers' "the driver did not come" (DESIGN.md §17, issue 45): ops and admins confirm (it counts
// against the driver and the trip goes back to bidding) or dismiss, each decision audited in its
// transaction.

const noShowFilter = z.object({ status: z.enum(noShowReportStatuses).optional() });
const decisionBody = z.object({ decision: z.enum(['confirmed', 'dismissed']) });

type ListedReport = Awaited<ReturnType<typeof listNoShowReports>>['rows'][number];

const reportView = (r: ListedReport) => ({
  id: r.report.id,
  status: r.report.status,
  trip_id: r.report.tripId,
  trip_status: r.tripStatus,
  pickup_at: r.pickupAt.toISOString(),
  pickup_address: r.pickupAddress,
  driver_id: r.report.driverId,
  driver_name: r.driverName,
  passenger_id: r.report.passengerId,
  passenger_name: r.passengerName,
  reported_at: r.report.reportedAt.toISOString(),
  decided_at: r.report.decidedAt ? r.report.decidedAt.toISOString() : null,
});

export default async function noShowsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];
  const ops = requireStaff(app, ['ops', 'admin']);

  r.get(
    '/no-shows',
    {
      onRequest: ops,
      schema: {
        tags,
        summary:
          "Passengers' reports that the driver did not come: open ones first, with the trip and both parties",
        querystring: listQuerySchema,
      },
    },
    async (request, reply) => {
      const { offset, limit } = pageOf(request.query.range);
      const filter = parseFilter(request.query.filter, noShowFilter);
      const { rows, total } = await listNoShowReports(app.database.db, {
        offset,
        limit,
        status: filter.status,
      });
      return sendPage(reply, 'no-shows', rows.map(reportView), offset, total);
    },
  );

  r.post(
    '/no-shows/:id/decision',
    {
      onRequest: ops,
      schema: {
        tags,
        summary:
          'Confirm a no-show (it counts against the driver and the trip returns to bidding) or dismiss it',
        params: idParamsSchema,
        body: decisionBody,
      },
    },
    async (request) => {
      const { staff } = currentStaff(request);
      const now = app.clock.now();
      const { report, events } = await decideNoShow(app.database.db, {
        reportId: request.params.id,
        decision: request.body.decision,
        staffId: staff.id,
        now,
        bidTtlMin: app.config.booking.bidTtlMin,
        sms: tripSmsSettingsOf(app.config),
        alsoInTx: (tx, decided) =>
          writeAudit(tx, {
            staffId: staff.id,
            action: `no_show.${request.body.decision === 'confirmed' ? 'confirm' : 'dismiss'}`,
            entity: 'no_show',
            entityId: decided.id,
            before: { status: 'open' },
            after: { status: decided.status, trip_id: decided.tripId, driver_id: decided.driverId },
            ip: request.ip,
            at: now,
          }),
      });
      await publishTripEvents(app, events);
      return {
        message: messageCatalogue.noShowDecided.en,
        code: 'noShowDecided',
        data: { id: report.id, status: report.status },
      };
    },
  );
}
