import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';

// MERGE NOTE (issue 31): the notifications outbox (branch notify, schema/notifications.ts, migration
// 0017) defines this same table, column for column; it was not committed when push needed it. Push
// reads and writes it with channel 'push'. At merge keep notify's definition and delete this file; the
// 0018 migration creates the table only if it is not there.

const at = (name: string) => timestamp(name, { withTimezone: true });

/** A person's choice per kind and channel; no row means on. Essential kinds ignore it. */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    channel: text('channel', { enum: ['email', 'sms', 'push'] }).notNull(),
    enabled: boolean('enabled').notNull(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind, t.channel] }),
    check('notification_preferences_channel_check', sql`${t.channel} in ('email', 'sms', 'push')`),
  ],
);
