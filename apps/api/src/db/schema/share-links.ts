import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { trips } from './trips';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A passenger's link that lets others follow a trip (DESIGN.md §15). Only the token's SHA-256 is kept:
 * the token is the link, shown to the passenger once, and a copy of this table shows nobody the trip.
 */
export const tripShareLinks = pgTable(
  'trip_share_links',
  {
    id: serial('id').primaryKey(),
    tripId: integer('trip_id')
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: at('created_at').notNull().defaultNow(),
    /** The passenger is told of the first opening, once per link. */
    firstOpenedAt: at('first_opened_at'),
    revokedAt: at('revoked_at'),
  },
  (t) => [index('trip_share_links_trip_idx').on(t.tripId)],
);
