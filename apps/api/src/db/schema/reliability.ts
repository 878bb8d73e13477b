import { driverCancellationKinds, noShowReportStatuses } from '@pothik/domain';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { drivers } from './drivers';
import { staffAccounts } from './staff';
import { trips } from './trips';

const at = (name: string) => timestamp(name, { withTimezone: true });
const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/**
 * DESIGN.md §17: what counts against a driver: a booked trip they gave back (`cancelled`, with the
 * reason they chose) or one staff confirmed they did not come to (`no_show`). Written in the
 * transaction that returns the trip to bidding; reliability counts these rows over 90 days.
 */
export const driverCancellations = pgTable(
  'driver_cancellations',
  {
    id: serial('id').primaryKey(),
    tripId: integer('trip_id')
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    driverId: integer('driver_id')
      .notNull()
      .references(() => drivers.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: driverCancellationKinds }).notNull(),
    /** A driverCancelReasons key for `cancelled`; null for `no_show`. */
    reason: text('reason'),
    note: text('note'),
    /** The trip's pickup time when the booking fell through. */
    pickupAt: at('pickup_at').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    check('driver_cancellations_kind_check', sql`${t.kind} in (${inList(driverCancellationKinds)})`),
    index('driver_cancellations_driver_created_idx').on(t.driverId, t.createdAt),
  ],
);

/** A passenger's "the driver did not come", decided once by staff (ops or admin). */
export const noShowReports = pgTable(
  'no_show_reports',
  {
    id: serial('id').primaryKey(),
    tripId: integer('trip_id')
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    driverId: integer('driver_id')
      .notNull()
      .references(() => drivers.id, { onDelete: 'cascade' }),
    passengerId: integer('passenger_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: noShowReportStatuses }).notNull().default('open'),
    reportedAt: at('reported_at').notNull(),
    decidedAt: at('decided_at'),
    decidedBy: integer('decided_by').references(() => staffAccounts.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('no_show_reports_status_check', sql`${t.status} in (${inList(noShowReportStatuses)})`),
    // One report open per booking of a trip: a second tap reads the first.
    uniqueIndex('no_show_reports_open_trip_key').on(t.tripId).where(sql`${t.status} = 'open'`),
    index('no_show_reports_open_idx').on(t.reportedAt).where(sql`${t.status} = 'open'`),
  ],
);

/** The driver was warned of their reliability (push and notice) once; cleared when they are ok again. */
export const driverReliabilityWarnings = pgTable('driver_reliability_warnings', {
  driverId: integer('driver_id')
    .primaryKey()
    .references(() => drivers.id, { onDelete: 'cascade' }),
  warnedAt: at('warned_at').notNull(),
});
