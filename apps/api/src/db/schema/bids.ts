import { bidStatuses } from '@pothik/domain';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { drivers } from './drivers';
import { trips } from './trips';

const at = (name: string) => timestamp(name, { withTimezone: true });
const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

// A driver's offer on a requested trip (DESIGN.md §6). Money is whole taka.
export const bids = pgTable(
  'bids',
  {
    id: serial('id').primaryKey(),
    tripId: integer('trip_id')
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    driverId: integer('driver_id')
      .notNull()
      .references(() => drivers.id, { onDelete: 'cascade' }),
    driverFare: integer('driver_fare').notNull(),
    /** The passenger's offer when the driver agreed to it; it then is the fare. Null otherwise. */
    bidAmount: integer('bid_amount'),
    status: text('status', { enum: bidStatuses }).notNull().default('active'),
    /** min(created + BID_TTL_MIN, pickup): an active bid past this is treated as expired everywhere. */
    expiresAt: at('expires_at').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('bids_status_check', sql`${t.status} in (${inList(bidStatuses)})`),
    check('bids_fare_check', sql`${t.driverFare} > 0 and (${t.bidAmount} is null or ${t.bidAmount} > 0)`),
    // DESIGN.md §8: one accepted bid per trip is the database's rule, not only the code's.
    uniqueIndex('bids_one_accepted_per_trip').on(t.tripId).where(sql`${t.status} = 'accepted'`),
    // A driver has at most one live offer per trip; a new one replaces it.
    uniqueIndex('bids_one_active_per_driver_trip')
      .on(t.tripId, t.driverId)
      .where(sql`${t.status} = 'active'`),
    index('bids_driver_created_idx').on(t.driverId, t.createdAt.desc(), t.id.desc()),
    // The sweep of lapsed bids.
    index('bids_active_expires_idx').on(t.expiresAt).where(sql`${t.status} = 'active'`),
  ],
);
