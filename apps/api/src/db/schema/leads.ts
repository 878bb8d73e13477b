import { gpLoyaltyTiers, type LeadKind, type LeadStatus, leadKinds, leadStatuses } from '@pothik/domain';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { staffAccounts } from './staff';
import { trips } from './trips';

// Leads from the site's forms (DESIGN.md §12). A lead and the notifications it owes (schema/notifications.ts,
// the outbox) are written in one transaction; a worker delivers the notifications later, so mail or SMS
// being down delays them and loses nothing.

const at = (name: string) => timestamp(name, { withTimezone: true });

// The kinds and statuses are the console contract's (packages/domain).
export { type LeadKind, type LeadStatus, leadKinds, leadStatuses };

export const leads = pgTable(
  'leads',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: leadKinds }).notNull(),
    /** Null only for a survey sent logged out: it needs no name or number. */
    name: text('name'),
    mobile: text('mobile'),
    /** The signed-in passenger who sent it (a survey), if any. */
    userId: integer('user_id').references(() => users.id),
    /** A survey about one trip (from its signed link or the rider's own account): one per trip. */
    tripId: integer('trip_id').references(() => trips.id),
    email: text('email'),
    /** The language the person wrote in: their SMS confirmation is sent in it. */
    lang: text('lang', { enum: ['en', 'bn'] }).notNull(),
    /** Every field of the form as the API accepted it. */
    fields: jsonb('fields').notNull(),
    status: text('status', { enum: leadStatuses }).notNull().default('new'),
    /** Staff's notes on working the lead, and who has it. */
    note: text('note'),
    assigneeId: integer('assignee_id').references(() => staffAccounts.id),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('leads_kind_check', sql`${t.kind} in ('business', 'club', 'driver', 'car_rental', 'survey')`),
    // Every form but the survey is a person asking to be called back.
    check(
      'leads_contact_check',
      sql`${t.kind} = 'survey' or (${t.name} is not null and ${t.mobile} is not null)`,
    ),
    check('leads_status_check', sql`${t.status} in ('new', 'contacted', 'won', 'lost')`),
    index('leads_kind_created_idx').on(t.kind, t.createdAt),
    uniqueIndex('leads_one_survey_per_trip_idx').on(t.tripId).where(sql`${t.kind} = 'survey'`),
  ],
);

/** Grameenphone loyalty members a campaign may reward, as staff keep the list (demo mode seeds a few). */
export const gpLoyaltyMembers = pgTable(
  'gp_loyalty_members',
  {
    mobile: text('mobile').primaryKey(),
    tier: text('tier', { enum: gpLoyaltyTiers }).notNull(),
    addedAt: at('added_at').notNull().defaultNow(),
  },
  (t) => [check('gp_loyalty_members_tier_check', sql`${t.tier} in ('silver', 'gold', 'platinum')`)],
);
