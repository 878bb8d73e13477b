import {
  consolePassengerSchema,
  driverSignUpSchema,
  idParamsSchema,
  mobileSchema,
  rowIdSchema,
} from '@pothik/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inTransaction } from '../../db/changes/changes';
import { driverStatuses } from '../../db/schema/index';
import { refuse } from '../../lib/errors';
import { listPassengersForConsole, setPassengerActive } from '../auth';
import {
  cancelRequestsOfBlockedPassenger,
  endBidsOfSuspendedDriver,
  publishTripEvents,
  type TripEvent,
} from '../booking';
import { createDriverAccount, driverForConsole, listDriversForConsole, setDriverStanding } from '../drivers';
import { changeLeadInTx } from '../leads';
import { forgetDevicesOfAccount } from '../push';
import { auditListRead, writeAudit } from './audit';
import { listQuerySchema, pageOf, parseFilter, sendPage } from './simple-rest';
import { currentStaff, requireStaff } from './staff-session';

const driverView = (d: Awaited<ReturnType<typeof listDriversForConsole>>['rows'][number]) => ({
  id: d.id,
  user_id: d.userId,
  mobile: d.mobile,
  name: d.name,
  car_type: d.carType,
  car_model: d.carModel,
  plate_number: d.plateNumber,
  district: d.district,
  status: d.status,
  state: d.state,
  paused_reason: d.pausedReason,
  is_demo: d.isDemo,
  rating: d.ratingCount > 0 ? Math.round((d.ratingSum / d.ratingCount) * 10) / 10 : null,
  completed_trips: d.completedTrips,
  created_at: d.createdAt.toISOString(),
});

/** A driver added by ops: the sign-up it answers, if any, is won with it. */
// What a driver tells when signing up on /driver, as staff enter it for one they add.
const newDriverBodySchema = driverSignUpSchema.extend({
  mobile: mobileSchema,
  /** The driver sign-up this account comes from, if any. */
  lead_id: rowIdSchema.optional(),
});

type PeopleRouteParts = { tags: string[]; ops: ReturnType<typeof requireStaff> };

/** Ops add drivers (a new one waits for approval), approve and suspend them, and block passengers. */
export default async function peopleRoutes(app: FastifyInstance) {
  const tags = ['admin'];
  const ops = requireStaff(app, ['ops', 'admin']);
  const parts = { tags, ops };
  registerDriverListRoutes(app, parts);
  registerDriverCreateRoute(app, parts);
  registerDriverStatusRoute(app, parts);
  registerPassengerRoutes(app, parts);
}

/** GET /drivers and GET /drivers/:id. */
function registerDriverListRoutes(app: FastifyInstance, { tags, ops }: PeopleRouteParts) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/drivers',
    { onRequest: ops, schema: { tags, querystring: listQuerySchema } },
    async (request, reply) => {
      const { offset, limit } = pageOf(request.query.range);
      const filter = parseFilter(
        request.query.filter,
        z.object({ status: z.enum(driverStatuses).optional() }),
      );
      const { rows, total } = await listDriversForConsole(app.database.db, {
        status: filter.status,
        offset,
        limit,
      });
      await auditListRead(app, request, { entity: 'driver', filter, offset, rows: rows.length, total });
      return sendPage(reply, 'drivers', rows.map(driverView), offset, total);
    },
  );

  r.get('/drivers/:id', { onRequest: ops, schema: { tags, params: idParamsSchema } }, async (request) => {
    const driver = await driverForConsole(app.database.db, request.params.id);
    if (!driver) throw refuse('driverNotFound', 404);
    return driverView(driver);
  });
}

/** POST /drivers: a new driver, closed until approved. */
function registerDriverCreateRoute(app: FastifyInstance, { tags, ops }: PeopleRouteParts) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/drivers',
    {
      onRequest: ops,
      schema: {
        tags,
        body: newDriverBodySchema,
      },
    },
    async (request, reply) => {
      const { staff } = currentStaff(request);
      const now = app.clock.now();
      const body = request.body;
      const driver = await app.database.db.transaction(async (tx) => {
        // Closed until approved: a new driver can neither log in nor bid.
        const created = await createDriverAccount(
          tx,
          {
            mobile: body.mobile,
            name: body.name,
            carType: body.car_type,
            carModel: body.car_model,
            plateNumber: body.plate_number,
            district: body.district,
            status: 'pending',
            state: 'applicant',
          },
          now,
        );
        if (body.lead_id !== undefined) {
          // The sign-up it answers is won in the same transaction: never a driver without the lead
          // closed, nor a lead closed without the driver.
          // Locked first and checked on the locked row: of two staff turning one sign-up into
          // drivers, one wins and the other is refused.
          const { before } = await changeLeadInTx(tx, body.lead_id, {}, now);
          if (before.kind !== 'driver' || before.status === 'won' || before.status === 'lost') {
            throw refuse('leadNotDriverSignUp', 409);
          }
          const note = [before.note, `Driver account #${created.id} created.`].filter(Boolean).join('\n');
          const { after } = await changeLeadInTx(tx, before.id, { status: 'won', note }, now);
          await writeAudit(tx, {
            staffId: staff.id,
            action: 'lead.update',
            entity: 'lead',
            entityId: before.id,
            before: { status: before.status },
            after: { status: after.status, driver_id: created.id },
            ip: request.ip,
            at: now,
          });
        }
        await writeAudit(tx, {
          staffId: staff.id,
          action: 'driver.create',
          entity: 'driver',
          entityId: created.id,
          after: { ...body, status: 'pending' },
          ip: request.ip,
          at: now,
        });
        return { ...created, mobile: body.mobile };
      });
      reply.code(201);
      return driverView(driver);
    },
  );
}

/** PUT /drivers/:id: approve or suspend. */
function registerDriverStatusRoute(app: FastifyInstance, { tags, ops }: PeopleRouteParts) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.put(
    '/drivers/:id',
    {
      onRequest: ops,
      schema: {
        tags,
        params: idParamsSchema,
        body: z.looseObject({ status: z.enum(['approved', 'suspended']) }),
      },
    },
    async (request) => {
      const { staff } = currentStaff(request);
      const now = app.clock.now();
      const { status } = request.body;
      let events: TripEvent[] = [];
      const driver = await inTransaction(app.database.db, async (tx) => {
        const standing = await setDriverStanding(tx, request.params.id, status, now);
        if (!standing) throw refuse('driverNotFound', 404);
        const { before, after } = standing;
        // A suspended driver's live bids go with their standing, and their devices
        // hear no more.
        if (status === 'suspended') {
          events = await endBidsOfSuspendedDriver(tx, before.id, now);
          await forgetDevicesOfAccount(tx, before.userId);
        }
        await writeAudit(tx, {
          staffId: staff.id,
          action: `driver.${status === 'approved' ? 'approve' : 'suspend'}`,
          entity: 'driver',
          entityId: before.id,
          before: { status: before.status },
          after: { status },
          ip: request.ip,
          at: now,
        });
        return after;
      });
      await publishTripEvents(app, events);
      return driverView(driver);
    },
  );
}

/** GET /passengers and POST /passengers/:id/block or unblock. */
function registerPassengerRoutes(app: FastifyInstance, { tags, ops }: PeopleRouteParts) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/passengers',
    {
      onRequest: ops,
      schema: { tags, querystring: listQuerySchema, response: { 200: z.array(consolePassengerSchema) } },
    },
    async (request, reply) => {
      const { offset, limit } = pageOf(request.query.range);
      const filter = parseFilter(
        request.query.filter,
        z.object({ q: z.string().trim().min(1).max(40).optional() }),
      );
      const { rows, total } = await listPassengersForConsole(app.database.db, { q: filter.q, offset, limit });
      await auditListRead(app, request, { entity: 'passenger', filter, offset, rows: rows.length, total });
      const items = rows.map((u) => ({
        id: u.id,
        mobile: u.mobile,
        full_name: u.fullName,
        email: u.email,
        is_active: u.isActive,
        created_at: u.createdAt.toISOString(),
      }));
      return sendPage(reply, 'passengers', items, offset, total);
    },
  );

  r.post(
    '/passengers/:id/:action',
    {
      onRequest: ops,
      schema: { tags, params: idParamsSchema.extend({ action: z.enum(['block', 'unblock']) }) },
    },
    async (request) => {
      const { staff } = currentStaff(request);
      const now = app.clock.now();
      const { id, action } = request.params;
      let events: TripEvent[] = [];
      const user = await inTransaction(app.database.db, async (tx) => {
        const change = await setPassengerActive(tx, id, action === 'unblock', now);
        if (!change) throw refuse('passengerNotFound', 404);
        const { before, after } = change;
        // Their open requests end with the block, and the drivers who bid are told; their devices hear
        // no more.
        if (action === 'block') {
          events = await cancelRequestsOfBlockedPassenger(tx, id, now);
          await forgetDevicesOfAccount(tx, id);
        }
        await writeAudit(tx, {
          staffId: staff.id,
          action: `passenger.${action}`,
          entity: 'passenger',
          entityId: id,
          before: { is_active: before.isActive },
          after: { is_active: after.isActive },
          ip: request.ip,
          at: now,
        });
        return after;
      });
      await publishTripEvents(app, events);
      return { id: user.id, mobile: user.mobile, is_active: user.isActive };
    },
  );
}
