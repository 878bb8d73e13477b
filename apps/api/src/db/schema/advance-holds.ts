import { holdStates } from '@pothik/domain';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { bids } from './bids';
import { at, inList } from './column-helpers';
import { drivers } from './drivers';
import { trips } from './trips';

/** What calculateFare made of the accepted bid at the hold, set on the trip when the advance is paid. */
export type HeldFare = {
  fare: number;
  insuranceFee: number;
  platformFee: number;
  amount: number;
  discountAmount: number;
  total: number;
  promoCode: string | null;
};

/**
 * An accepted bid that needs an advance (issue 44 §2, DESIGN.md §16): its driver is held for the
 * passenger until the advance is paid (the booking is confirmed) or the window lapses. The trip stays
 * requested meanwhile, so its other bids stay live; at most one hold per trip awaits payment.
 */
export const advanceHolds = pgTable(
  'advance_holds',
  {
    id: serial('id').primaryKey(),
    tripId: integer('trip_id')
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    bidId: integer('bid_id')
      .notNull()
      .references(() => bids.id, { onDelete: 'cascade' }),
    driverId: integer('driver_id')
      .notNull()
      .references(() => drivers.id),
    passengerId: integer('passenger_id')
      .notNull()
      .references(() => users.id),
    state: text('state', { enum: holdStates }).notNull().default('awaiting_payment'),
    /** Paid ahead through a gateway, whole taka (> 0: a bid that needs none is booked at once). */
    advance: integer('advance').notNull(),
    /** The rest of what is due, paid to the driver in cash. */
    cashDue: integer('cash_due').notNull(),
    fare: jsonb('fare').$type<HeldFare>().notNull(),
    createdAt: at('created_at').notNull(),
    lapsesAt: at('lapses_at').notNull(),
    endedAt: at('ended_at'),
  },
  (t) => [
    uniqueIndex('advance_holds_one_awaiting_per_trip')
      .on(t.tripId)
      .where(sql`${t.state} = 'awaiting_payment'`),
    index('advance_holds_due_idx').on(t.state, t.lapsesAt),
    index('advance_holds_driver_idx').on(t.driverId, t.state),
    check('advance_holds_state_check', sql`${t.state} in (${inList(holdStates)})`),
    check('advance_holds_amounts_check', sql`${t.advance} > 0 and ${t.cashDue} >= 0`),
  ],
);
