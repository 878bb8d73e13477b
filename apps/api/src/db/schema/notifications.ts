import { type NotificationChannel, notificationChannels } from '@pothik/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { leads } from './leads';
import { trips } from './trips';

// The notifications outbox (DESIGN.md §12, §14): one row per recipient and channel, written in the
// transaction that made the event, delivered later by a worker with retries and backoff, so a gateway
// that is down delays a message and loses none. It began as the leads' outbox (lead_notifications) and
// was widened to trip events and Web Push rather than given a twin.

const at = (name: string) => timestamp(name, { withTimezone: true });

export { type NotificationChannel, notificationChannels };

export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    /** What it is about (packages/domain notificationKinds); text, so a new kind needs no migration. */
    kind: text('kind').notNull(),
    channel: text('channel', { enum: notificationChannels }).notNull(),
    /** The lead or trip it belongs to, for the staff console; the person it goes to, if an account. */
    leadId: integer('lead_id').references(() => leads.id),
    tripId: integer('trip_id').references(() => trips.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /**
     * `to`, `subject` and `text` for an email; `to` (01XXXXXXXXX) and `text` for an SMS; for a push,
     * what the push sender needs (title, body, url), sent to every subscription of `user_id`.
     */
    message: jsonb('message').notNull(),
    /**
     * Exactly once: the event and recipient spelled out (`booked:trip:12:passenger:sms`); a retried
     * request or a lost race inserts the same key, which the unique index turns into nothing.
     */
    dedupeKey: text('dedupe_key'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: at('next_attempt_at').notNull().defaultNow(),
    lastAttemptAt: at('last_attempt_at'),
    sentAt: at('sent_at'),
    /** Given up: the message was no longer worth sending (`expires_at` passed) or could never be. */
    failedAt: at('failed_at'),
    /** A message about a moment (the driver has arrived) is not sent hours late: retried until then. */
    expiresAt: at('expires_at'),
    lastError: text('last_error'),
    /** Which gateway took it (`ssl_wireless`, `bulksmsbd`, `http`, `console`, `smtp`, `web-push`). */
    provider: text('provider'),
    /** The gateway's id for the message, which its delivery reports name. */
    providerMessageId: text('provider_message_id'),
    /** From a delivery report: `delivered` or `undelivered`; null until one arrives (or never). */
    deliveryStatus: text('delivery_status'),
    deliveredAt: at('delivered_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('notifications_channel_check', sql`${t.channel} in ('email', 'sms', 'push')`),
    check('notifications_delivery_status_check', sql`${t.deliveryStatus} in ('delivered', 'undelivered')`),
    index('notifications_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} is null and ${t.failedAt} is null`),
    uniqueIndex('notifications_dedupe_key_idx').on(t.dedupeKey),
    index('notifications_lead_idx').on(t.leadId).where(sql`${t.leadId} is not null`),
    index('notifications_trip_idx').on(t.tripId).where(sql`${t.tripId} is not null`),
    index('notifications_provider_message_idx')
      .on(t.provider, t.providerMessageId)
      .where(sql`${t.providerMessageId} is not null`),
  ],
);

/** A person's choice per kind and channel; no row means on. Essential kinds ignore it. */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    channel: text('channel', { enum: notificationChannels }).notNull(),
    enabled: boolean('enabled').notNull(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind, t.channel] }),
    check('notification_preferences_channel_check', sql`${t.channel} in ('email', 'sms', 'push')`),
  ],
);
