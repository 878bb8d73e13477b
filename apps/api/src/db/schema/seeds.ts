import { pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

// What the seeds did to this database (db/seed/): which seed sets have run, and which rows are the demo's.

/** One row per seed set that has run here: each runs once, so what staff delete stays deleted. */
export const seedMarks = pgTable('seed_marks', {
  key: text('key').primaryKey(),
  seededAt: timestamp('seeded_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The rows the demo seed inserted (a table and the row's key as text), so a database that ran the demo
 * can be told apart and cleaned (npm run demo:purge). Demo drivers carry their own `drivers.is_demo`.
 */
export const demoRows = pgTable(
  'demo_rows',
  {
    tableName: text('table_name').notNull(),
    rowKey: text('row_key').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tableName, t.rowKey] })],
);
