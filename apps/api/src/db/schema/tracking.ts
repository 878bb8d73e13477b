import { doublePrecision, index, integer, pgTable, real, serial, timestamp } from 'drizzle-orm/pg-core';
import { trips } from './trips';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * DESIGN.md §15, docs/decisions/0018: the stored track of a trip, thinned as it arrives (a point per
 * 30 s or 200 m, packages/domain thinTrack); deleted after TRACK_RETENTION_DAYS by the track-retention job.
 */
export const tripTrackPoints = pgTable(
  'trip_track_points',
  {
    id: serial('id').primaryKey(),
    tripId: integer('trip_id')
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    accuracyM: real('accuracy_m').notNull(),
    headingDeg: real('heading_deg'),
    speedMps: real('speed_mps'),
    /** When the phone took the fix. */
    at: at('at').notNull(),
  },
  (t) => [
    index('trip_track_points_trip_at_idx').on(t.tripId, t.at),
    // The retention job's scan.
    index('trip_track_points_at_idx').on(t.at),
  ],
);

/**
 * The latest accepted point of each trip (a new viewer's first paint, the next point's speed check),
 * and the driver's submission window on it (the rate limit, held across API processes). Rewritten with
 * every point, so no index covers a column that changes: each update is a heap-only one, its old row
 * pruned within the page (fillfactor 50, migration 0040) instead of a new row and index entries per
 * point until vacuum (docs/decisions/0021).
 */
export const tripPositions = pgTable('trip_positions', {
  tripId: integer('trip_id')
    .primaryKey()
    .references(() => trips.id, { onDelete: 'cascade' }),
  lat: doublePrecision('lat').notNull(),
  lng: doublePrecision('lng').notNull(),
  accuracyM: real('accuracy_m').notNull(),
  headingDeg: real('heading_deg'),
  speedMps: real('speed_mps'),
  at: at('at').notNull(),
  receivedAt: at('received_at').notNull(),
  windowStartedAt: at('window_started_at').notNull(),
  windowCount: integer('window_count').notNull().default(0),
});
