import { documentRejectReasonKeys, idParamsSchema } from '@pothik/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inTransaction } from '../../db/changes/changes';
import { paperPictureIds, pendingPapersForConsole, reviewPaper, toPaperView } from '../drivers';
import { writeAudit } from './audit';
import { listQuerySchema, pageOf, sendPage } from './simple-rest';
import { currentStaff, requireStaff } from './staff-session';

// Drivers' papers in the console (DESIGN.md §17): the queue of papers waiting for review, oldest first,
// with their pictures behind signed links and the NID check's answer; approve, or reject with a reason
// from the list the driver reads in their language.

const reviewBodySchema = z.discriminatedUnion('review', [
  z.object({ review: z.literal('approved') }),
  z.object({
    review: z.literal('rejected'),
    reject_reason: z.enum(documentRejectReasonKeys as [string, ...string[]]),
  }),
]);

export default async function paperConsoleRoutes(app: FastifyInstance) {
  const ops = requireStaff(app, ['ops', 'admin']);
  registerQueueRoute(app, ops);
  registerReviewRoute(app, ops);
}

type StaffGuard = ReturnType<typeof requireStaff>;

/** GET /driver-documents: the review queue. */
function registerQueueRoute(app: FastifyInstance, ops: StaffGuard) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];

  r.get(
    '/driver-documents',
    {
      onRequest: ops,
      schema: { summary: 'Papers waiting for review, oldest first', tags, querystring: listQuerySchema },
    },
    async (request, reply) => {
      const db = app.database.db;
      const now = app.clock.now();
      const { offset, limit } = pageOf(request.query.range);
      const { rows, total } = await pendingPapersForConsole(db, { offset, limit });
      const pictures = await paperPictureIds(
        db,
        rows.map((r) => r.document.id),
      );
      const views = rows.map((row) => ({
        ...toPaperView(row.document, pictures.get(row.document.id) ?? [], app.config.jwtSecret, now),
        driver_id: row.document.driverId,
        driver_name: row.driverName,
        driver_mobile: row.mobile,
        car_type: row.carType,
      }));
      const page = sendPage(reply, 'driver-documents', views, offset, total);
      reply.header('cache-control', 'private, no-store');
      return page;
    },
  );
}

/** PUT /driver-documents/:id: approve, or reject with a reason. */
function registerReviewRoute(app: FastifyInstance, ops: StaffGuard) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];
  r.put(
    '/driver-documents/:id',
    {
      onRequest: ops,
      schema: {
        summary: "Approve or reject a driver's paper; the driver is told by SMS and push",
        tags,
        params: idParamsSchema,
        body: reviewBodySchema,
      },
    },
    async (request, reply) => {
      const { staff } = currentStaff(request);
      const now = app.clock.now();
      const body = request.body;
      const decision =
        body.review === 'approved'
          ? { review: 'approved' as const }
          : {
              review: 'rejected' as const,
              reason: body.reject_reason as (typeof documentRejectReasonKeys)[number],
            };
      const result = await inTransaction(app.database.db, async (tx) => {
        const reviewed = await reviewPaper(tx, {
          documentId: request.params.id,
          decision,
          staffId: staff.id,
          brand: app.config.brand.name,
          now,
        });
        await writeAudit(tx, {
          staffId: staff.id,
          action: `driver_document.${decision.review === 'approved' ? 'approve' : 'reject'}`,
          entity: 'driver_document',
          entityId: reviewed.after.id,
          before: { review: reviewed.before.review },
          after: {
            review: reviewed.after.review,
            reject_reason: reviewed.after.rejectReason,
            driver_state: reviewed.driver.state,
          },
          ip: request.ip,
          at: now,
        });
        return reviewed;
      });
      const ids = (await paperPictureIds(app.database.db, [result.after.id])).get(result.after.id) ?? [];
      reply.header('cache-control', 'private, no-store');
      return {
        ...toPaperView(result.after, ids, app.config.jwtSecret, now),
        driver_id: result.after.driverId,
        driver_state: result.driver.state,
      };
    },
  );
}
