import {
  guardianAnswers,
  guardianReasons,
  incidentKinds,
  incidentOutcomes,
  incidentRaisers,
  incidentStates,
} from '@pothik/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { at, inList } from './column-helpers';
import { staffAccounts } from './staff';
import { trips } from './trips';

// Trip safety (DESIGN.md §15, issue 43): the trip code that proves the right car, a passenger's trusted
// contacts, and SOS incidents with their audit trail. Kept out of `trips` so the booking's own table
// does not grow a column per safety feature.

/**
 * The 4-digit code of a booking (packages/domain trip-code.ts), made in the accept's transaction. The
 * driver's app shows it; the passenger types it at check-in. Wrong codes are counted in the check-in's
 * transaction; the fifth locks check-in (`locked_at`) and opens a `trip_code_locked` incident for staff.
 */
export const tripCodes = pgTable(
  'trip_codes',
  {
    tripId: integer('trip_id')
      .primaryKey()
      .references(() => trips.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    wrongAttempts: integer('wrong_attempts').notNull().default(0),
    lockedAt: at('locked_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [check('trip_codes_code_check', sql`${t.code} ~ '^[0-9]{4}$'`)],
);

/**
 * Up to five people a passenger trusts (name, Bangladeshi mobile), in the order the passenger keeps them;
 * those marked auto_share follow every booked trip without a tap.
 */
export const trustedContacts = pgTable(
  'trusted_contacts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    mobile: text('mobile').notNull(),
    /** Sent a live link by SMS whenever one of the passenger's trips is booked (issue 43 §3). */
    autoShare: boolean('auto_share').notNull().default(false),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    unique('trusted_contacts_user_mobile_key').on(t.userId, t.mobile),
    unique('trusted_contacts_user_position_key').on(t.userId, t.position),
  ],
);

/**
 * An incident on a trip, written before any alert is sent so none is lost. Open until staff acknowledge
 * it, then resolved with an outcome (by staff, or by the passenger's "I am safe"). An open SOS re-alerts
 * staff every interval: `alert_round` is the last interval alerted, so each is sent once.
 */
export const incidents = pgTable(
  'incidents',
  {
    id: serial('id').primaryKey(),
    tripId: integer('trip_id')
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: incidentKinds }).notNull(),
    raisedBy: text('raised_by', { enum: incidentRaisers }).notNull(),
    raisedByUserId: integer('raised_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    state: text('state', { enum: incidentStates }).notNull().default('open'),
    outcome: text('outcome', { enum: incidentOutcomes }),
    raisedAt: at('raised_at').notNull(),
    staffAlertedAt: at('staff_alerted_at'),
    alertRound: integer('alert_round').notNull().default(0),
    acknowledgedAt: at('acknowledged_at'),
    acknowledgedBy: integer('acknowledged_by').references(() => staffAccounts.id, { onDelete: 'set null' }),
    resolvedAt: at('resolved_at'),
    resolvedBy: integer('resolved_by').references(() => staffAccounts.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('incidents_kind_check', sql`${t.kind} in (${inList(incidentKinds)})`),
    check('incidents_raised_by_check', sql`${t.raisedBy} in (${inList(incidentRaisers)})`),
    check('incidents_state_check', sql`${t.state} in (${inList(incidentStates)})`),
    check('incidents_outcome_check', sql`${t.outcome} in (${inList(incidentOutcomes)})`),
    index('incidents_trip_idx').on(t.tripId),
    index('incidents_unresolved_idx').on(t.raisedAt).where(sql`${t.state} <> 'resolved'`),
  ],
);

/** Every step of an incident: raised, staff alerted and re-alerted, acknowledged, notes, resolved. */
export const incidentEvents = pgTable(
  'incident_events',
  {
    id: serial('id').primaryKey(),
    incidentId: integer('incident_id')
      .notNull()
      .references(() => incidents.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    /** passenger, driver, staff or system. */
    actor: text('actor').notNull(),
    staffId: integer('staff_id').references(() => staffAccounts.id, { onDelete: 'set null' }),
    note: text('note'),
    at: at('at').notNull(),
  },
  (t) => [index('incident_events_incident_idx').on(t.incidentId)],
);

/**
 * "Is everything all right?" asked of a started trip's passenger (DESIGN.md §15): why (`reason`, and
 * `since`, when the stop or the run off the corridor began, so the same one is asked about once), the
 * answer, and the `guardian_unanswered` incident opened when none came in time. At most one check per
 * trip waits for an answer (the partial unique index), however many processes run the job.
 */
export const guardianChecks = pgTable(
  'guardian_checks',
  {
    id: serial('id').primaryKey(),
    tripId: integer('trip_id')
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    reason: text('reason', { enum: guardianReasons }).notNull(),
    since: at('since').notNull(),
    askedAt: at('asked_at').notNull(),
    answeredAt: at('answered_at'),
    answer: text('answer', { enum: guardianAnswers }),
    incidentId: integer('incident_id').references(() => incidents.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('guardian_checks_reason_check', sql`${t.reason} in (${inList(guardianReasons)})`),
    check('guardian_checks_answer_check', sql`${t.answer} in (${inList(guardianAnswers)})`),
    unique('guardian_checks_trip_reason_since_key').on(t.tripId, t.reason, t.since),
    uniqueIndex('guardian_checks_pending_key').on(t.tripId).where(sql`${t.answeredAt} is null`),
    index('guardian_checks_unanswered_idx')
      .on(t.askedAt)
      .where(sql`${t.answeredAt} is null and ${t.incidentId} is null`),
  ],
);
