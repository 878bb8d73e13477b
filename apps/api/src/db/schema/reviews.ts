import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { drivers } from './drivers';
import { trips } from './trips';

// A passenger's review of the driver of a completed trip; one per trip (the unique trip_id decides
// between two tabs submitting at once).
export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    tripId: integer('trip_id')
      .notNull()
      .unique()
      .references(() => trips.id, { onDelete: 'cascade' }),
    driverId: integer('driver_id')
      .notNull()
      .references(() => drivers.id, { onDelete: 'cascade' }),
    passengerId: integer('passenger_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    comment: text('comment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('reviews_rating_check', sql`${t.rating} between 1 and 5`),
    index('reviews_driver_created_idx').on(t.driverId, t.createdAt.desc(), t.id.desc()),
  ],
);
