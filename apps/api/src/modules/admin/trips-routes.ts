import { dhakaDayStart, idParamsSchema, type Position, tripStatuses } from '@pothik/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { refuse } from '../../lib/errors';
import { listTripsForConsole, type StaffTripRow, tripForConsole } from '../booking';
import { consoleNotificationsOfTrip } from '../notifications';
import { auditListRead } from './audit';
import { listQuerySchema, pageOf, parseFilter, sendPage } from './simple-rest';
import { requireStaff } from './staff-session';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

const tripView = ({ trip: t, ...who }: NonNullable<StaffTripRow>) => ({
  id: t.id,
  status: t.status,
  trip_type: t.tripType,
  car_type: t.carType,
  pickup_address: t.pickupAddress,
  dropoff_address: t.dropoffAddress,
  pickup_at: t.pickupAt.toISOString(),
  return_at: iso(t.returnAt),
  hours: t.hours,
  passenger_id: t.passengerId,
  passenger_mobile: who.passengerMobile,
  passenger_name: who.passengerName,
  driver_id: t.driverId,
  driver_name: who.driverName,
  driver_mobile: who.driverMobile,
  estimate_fare: t.estimateFare,
  bid_amount: t.bidAmount,
  fare: t.fare,
  total: t.total,
  promo_code: t.promoCode,
  cancel_note: t.cancelNote,
  created_at: t.createdAt.toISOString(),
});

const pointView = (p: Position) => ({
  at: p.at.toISOString(),
  lat: p.lat,
  lng: p.lng,
  accuracy_m: p.accuracyM,
  speed_mps: p.speedMps ?? null,
});

const tripFilter = z.object({
  status: z.enum(tripStatuses).optional(),
  q: z.string().trim().min(1).max(40).optional(),
  pickup_from: z.iso.date().optional(),
  pickup_to: z.iso.date().optional(),
});

/** Ops search trips and open one: its details, its timeline and every bid it received. */
export default async function tripsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];
  const ops = requireStaff(app, ['ops', 'admin']);

  r.get(
    '/trips',
    { onRequest: ops, schema: { tags, querystring: listQuerySchema } },
    async (request, reply) => {
      const { offset, limit } = pageOf(request.query.range);
      const filter = parseFilter(request.query.filter, tripFilter);
      // Dates in the filter are Dhaka days.
      const to = filter.pickup_to ? dhakaDayStart(filter.pickup_to) : undefined;
      const { rows, total } = await listTripsForConsole(
        app.database.db,
        {
          status: filter.status,
          q: filter.q,
          from: filter.pickup_from ? dhakaDayStart(filter.pickup_from) : undefined,
          // The whole of the last day.
          to: to ? new Date(to.getTime() + 86_400_000) : undefined,
        },
        { offset, limit },
      );
      await auditListRead(app, request, { entity: 'trip', filter, offset, rows: rows.length, total });
      return sendPage(reply, 'trips', rows.map(tripView), offset, total);
    },
  );

  r.get('/trips/:id', { onRequest: ops, schema: { tags, params: idParamsSchema } }, async (request) => {
    const db = app.database.db;
    const found = await tripForConsole(db, request.params.id, {
      now: app.clock.now(),
      windowMinutes: app.config.booking.cancelWindowMin,
    });
    if (!found) throw refuse('tripNotFound', 404);
    const { row, timeline, bids, position, track, passengerCancellations } = found;
    const notifications = await consoleNotificationsOfTrip(db, row.trip.id);
    return {
      ...tripView(row),
      timeline: timeline.map((e) => ({
        id: e.id,
        from_status: e.fromStatus,
        to_status: e.toStatus,
        at: e.at.toISOString(),
        actor: e.actor,
        note: e.note,
      })),
      bids: bids.map(({ bid, driverName }) => ({
        id: bid.id,
        driver_id: bid.driverId,
        driver_name: driverName,
        driver_fare: bid.driverFare,
        bid_amount: bid.bidAmount,
        status: bid.status,
        created_at: bid.createdAt.toISOString(),
        expires_at: bid.expiresAt.toISOString(),
      })),
      notifications,
      on_my_way_at: iso(row.trip.onMyWayAt),
      arrived_at: iso(row.trip.arrivedAt),
      // The car: its latest point and its stored track (a point per 30 s or 200 m), for disputes.
      position: position ? pointView(position) : null,
      track: track.map(pointView),
      passenger_cancellations: passengerCancellations,
    };
  });
}
