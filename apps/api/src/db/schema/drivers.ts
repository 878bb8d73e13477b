import { carColourKeys, driverStates, pauseReasons } from '@pothik/domain';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { carTypes } from './reference';

const at = (name: string) => timestamp(name, { withTimezone: true });

export const driverStatuses = ['pending', 'approved', 'suspended'] as const;
export type DriverStatus = (typeof driverStatuses)[number];

// A driver's profile beside their `users` row (role driver), one car each. The rating is kept as a
// sum and a count of whole stars so every review adds exactly, and the average never drifts.
export const drivers = pgTable(
  'drivers',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** A path under /images. */
    photo: text('photo'),
    carType: text('car_type')
      .notNull()
      .references(() => carTypes.key),
    carModel: text('car_model').notNull(),
    plateNumber: text('plate_number').notNull(),
    /** The car's colour (packages/domain carColours), so a passenger and family can spot it. */
    carColour: text('car_colour', { enum: carColourKeys }),
    district: text('district').notNull(),
    ratingSum: integer('rating_sum').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    completedTrips: integer('completed_trips').notNull().default(0),
    /** Staff approve a new driver before they may bid, and may suspend one. */
    status: text('status', { enum: driverStatuses }).notNull().default('approved'),
    /**
     * Where the driver stands with their papers and dues (packages/domain driverStates, DESIGN.md §17);
     * only `active` bids, and only with every mandatory paper approved and in date. A driver made before
     * papers were kept starts active, and bids once staff approve their papers.
     */
    state: text('state', { enum: driverStates }).notNull().default('active'),
    /** Why bidding is paused; set exactly when `state` is paused. */
    pausedReason: text('paused_reason', { enum: pauseReasons }),
    /** When the driver left (suspended for good); their papers are deleted a retention period later. */
    leftAt: at('left_at'),
    /** Seeded for demo mode; the demo fleet bids with these. */
    isDemo: boolean('is_demo').notNull().default(false),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('drivers_car_type_idx').on(t.carType),
    check('drivers_rating_check', sql`${t.ratingSum} >= 0 and ${t.ratingCount} >= 0`),
    check('drivers_completed_trips_check', sql`${t.completedTrips} >= 0`),
    check(
      'drivers_state_check',
      sql`${t.state} in ('applicant', 'documents_pending', 'active', 'paused', 'suspended') and (${t.state} = 'paused') = (${t.pausedReason} is not null)`,
    ),
    check('drivers_status_check', sql`${t.status} in ('pending', 'approved', 'suspended')`),
  ],
);
