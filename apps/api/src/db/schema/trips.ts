import { type TripActor, tripActors, tripStatuses, tripTabs, tripTypeKeys } from '@pothik/domain';
import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { drivers } from './drivers';
import { cancellationReasons, carTypes } from './reference';

const at = (name: string) => timestamp(name, { withTimezone: true });
const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

// The timeline's actors are the API contract's (packages/domain); the table's check follows them.
export { type TripActor, tripActors };

// A passenger's trip request and where it is in its life (DESIGN.md §6). Money is whole taka.
export const trips = pgTable(
  'trips',
  {
    id: serial('id').primaryKey(),
    passengerId: integer('passenger_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind', { enum: tripTabs }).notNull(),
    tripType: text('trip_type', { enum: tripTypeKeys }).notNull(),
    carType: text('car_type')
      .notNull()
      .references(() => carTypes.key),
    pickupAddress: text('pickup_address').notNull(),
    pickupLat: doublePrecision('pickup_lat').notNull(),
    pickupLng: doublePrecision('pickup_lng').notNull(),
    dropoffAddress: text('dropoff_address'),
    dropoffLat: doublePrecision('dropoff_lat'),
    dropoffLng: doublePrecision('dropoff_lng'),
    /**
     * The gazetteer's district of each end (packages/domain districtIds), set at request time so fare
     * guidance can group trips by route; null where no district lies near the point, and on trips
     * requested before the columns existed (their fares age out of the 90-day window anyway).
     */
    pickupDistrict: text('pickup_district'),
    dropoffDistrict: text('dropoff_district'),
    airportCode: text('airport_code'),
    flightNumber: text('flight_number'),
    pickupAt: at('pickup_at').notNull(),
    returnAt: at('return_at'),
    hours: integer('hours'),
    /** The passenger's own offer; overrides the driver's fare when a driver agrees to it. */
    bidAmount: integer('bid_amount'),
    note: text('note'),
    status: text('status', { enum: tripStatuses }).notNull().default('requested'),
    estimateFare: integer('estimate_fare').notNull(),
    estimateMin: integer('estimate_min').notNull(),
    estimateMax: integer('estimate_max').notNull(),
    roadKm: doublePrecision('road_km'),
    cancelReasonId: integer('cancel_reason_id').references(() => cancellationReasons.id),
    cancelNote: text('cancel_note'),
    cancelledAt: at('cancelled_at'),
    expiredAt: at('expired_at'),
    // Set when a bid is accepted: the driver and the fare as calculateFare made it, stored so the
    // passenger pays what they were shown even if fees or the promo change later.
    driverId: integer('driver_id').references(() => drivers.id),
    fare: integer('fare'),
    insuranceFee: integer('insurance_fee'),
    platformFee: integer('platform_fee'),
    /** What the passenger pays for the ride (before fees). */
    amount: integer('amount'),
    /** The price shown struck through beside `amount`. */
    discountAmount: integer('discount_amount'),
    /** amount + insurance_fee + platform_fee. */
    total: integer('total'),
    promoCode: text('promo_code'),
    confirmedAt: at('confirmed_at'),
    /** The driver tapped "on my way" (DESIGN.md §15): positions are taken from here to check-out. */
    onMyWayAt: at('on_my_way_at'),
    /** When the driver was reminded to tap "on my way" (30 min before the pickup); once per trip. */
    onMyWayRemindedAt: at('on_my_way_reminded_at'),
    arrivedAt: at('arrived_at'),
    startedAt: at('started_at'),
    completedAt: at('completed_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('trips_status_check', sql`${t.status} in (${inList(tripStatuses)})`),
    check('trips_kind_check', sql`${t.kind} in (${inList(tripTabs)})`),
    check('trips_trip_type_check', sql`${t.tripType} in (${inList(tripTypeKeys)})`),
    index('trips_passenger_created_idx').on(t.passengerId, t.createdAt.desc(), t.id.desc()),
    // My trips by tab (a few statuses, newest first) and the home page's ongoing trips (started, or
    // confirmed and picking up soon): the passenger's rows of those statuses only, in order.
    index('trips_passenger_status_created_idx').on(t.passengerId, t.status, t.createdAt.desc(), t.id.desc()),
    index('trips_passenger_ongoing_idx')
      .on(t.passengerId, t.pickupAt, t.id)
      .where(sql`${t.status} in ('confirmed', 'started')`),
    // The expiry job's scan: only requested trips, by pickup time.
    index('trips_requested_pickup_idx').on(t.pickupAt).where(sql`${t.status} = 'requested'`),
    // The "on my way" reminder's scan: booked trips whose driver has neither set off nor been reminded.
    index('trips_on_my_way_due_idx')
      .on(t.pickupAt)
      .where(sql`${t.status} = 'confirmed' and ${t.onMyWayAt} is null and ${t.onMyWayRemindedAt} is null`),
    // A driver's trips: the overlap check at accept time and the driver's trip list.
    // Fare guidance: a route's accepted fares of the last 90 days, by equality on the route, a range on
    // the time of acceptance; only booked trips are in it.
    index('trips_route_confirmed_idx')
      .on(t.pickupDistrict, t.dropoffDistrict, t.carType, t.tripType, t.confirmedAt)
      .where(sql`${t.confirmedAt} is not null`),
    index('trips_driver_pickup_idx').on(t.driverId, t.pickupAt).where(sql`${t.driverId} is not null`),
  ],
);

// The trip's timeline: one row per status change, written in the transaction that makes the change.
// One event is not a change: the driver reaching the pickup is confirmed → confirmed by the driver.
export const tripStatusEvents = pgTable(
  'trip_status_events',
  {
    id: serial('id').primaryKey(),
    tripId: integer('trip_id')
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    /** Null on the event that created the trip. */
    fromStatus: text('from_status', { enum: tripStatuses }),
    toStatus: text('to_status', { enum: tripStatuses }).notNull(),
    at: at('at').notNull(),
    actor: text('actor', { enum: tripActors }).notNull(),
    note: text('note'),
  },
  (t) => [
    index('trip_status_events_trip_idx').on(t.tripId, t.at, t.id),
    check('trip_status_events_actor_check', sql`${t.actor} in (${inList(tripActors)})`),
    // A null from_status passes (NULL IN … is unknown, which a CHECK accepts).
    check('trip_status_events_from_status_check', sql`${t.fromStatus} in (${inList(tripStatuses)})`),
    check('trip_status_events_to_status_check', sql`${t.toStatus} in (${inList(tripStatuses)})`),
  ],
);

// DESIGN.md §8: the first response to an `Idempotency-Key`, replayed to retries. The row is claimed
// (inserted) in the same transaction as the work it guards, so concurrent duplicates wait on it.
// Public routes (lead forms) have no user: NULLS NOT DISTINCT keeps their keys unique too.
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    route: text('route').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code'),
    response: jsonb('response'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    unique('idempotency_keys_user_route_key_unique').on(t.userId, t.route, t.key).nullsNotDistinct(),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);
