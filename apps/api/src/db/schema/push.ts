import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { staffAccounts } from './staff';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** A browser's push subscription: what a device of a person or of staff is reached by. */
const deviceColumns = () => ({
  /** The push service's URL for this device (https, chosen by the browser's vendor). */
  endpoint: text('endpoint').notNull(),
  /** The browser's P-256 public key and auth secret (base64url), which encrypt every payload (RFC 8291). */
  p256dh: text('p256dh').notNull(),
  auth: text('auth').notNull(),
  /** The language the device's page was in when it subscribed: its notifications speak it. */
  lang: text('lang', { enum: ['en', 'bn'] })
    .notNull()
    .default('en'),
});

// Web Push (DESIGN.md §14): one row per account and device. A browser's subscription is one
// endpoint per service-worker registration, and a person may be signed in to a passenger and a driver
// account on the same phone, hence unique (user, endpoint) rather than unique endpoint.
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ...deviceColumns(),
    /**
     * The login (refresh-token family) the device subscribed in: its logout removes the subscription.
     * Null for one made before logins were recorded, or with a token that names none.
     */
    sessionId: text('session_id'),
    /** When the device (last) subscribed: the oldest of an account's devices makes way past the cap. */
    createdAt: at('created_at').notNull().defaultNow(),
    lastSentAt: at('last_sent_at'),
  },
  (t) => [
    unique('push_subscriptions_user_endpoint_unique').on(t.userId, t.endpoint),
    index('push_subscriptions_endpoint_idx').on(t.endpoint),
    index('push_subscriptions_session_idx').on(t.sessionId),
    check('push_subscriptions_lang_check', sql`${t.lang} in ('en', 'bn')`),
  ],
);

/**
 * A driver's choice of districts for "a new open trip" pushes: only trips picked up in one of these. No
 * row means every district.
 */
export const driverAlertDistricts = pgTable(
  'driver_alert_districts',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    district: text('district').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.district] })],
);

/**
 * Web Push to staff (issue 43 §4): a console device that turned incident alerts on. One row per
 * endpoint: a browser's console is one staff member's at a time, and the last to turn alerts on owns it.
 */
export const staffPushSubscriptions = pgTable(
  'staff_push_subscriptions',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffAccounts.id, { onDelete: 'cascade' }),
    ...deviceColumns(),
    createdAt: at('created_at').notNull().defaultNow(),
    lastSentAt: at('last_sent_at'),
  },
  (t) => [
    unique('staff_push_subscriptions_endpoint_unique').on(t.endpoint),
    index('staff_push_subscriptions_staff_idx').on(t.staffId),
    check('staff_push_subscriptions_lang_check', sql`${t.lang} in ('en', 'bn')`),
  ],
);
