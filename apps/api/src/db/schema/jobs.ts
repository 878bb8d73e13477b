import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The timed jobs' record (docs/decisions/0017): one row per named job, written after each round by
 * whichever API process ran it, so a job that stopped working is seen (the console, /metrics).
 */
export const jobRuns = pgTable('job_runs', {
  name: text('name').primaryKey(),
  runs: integer('runs').notNull().default(0),
  failures: integer('failures').notNull().default(0),
  lastStartedAt: timestamp('last_started_at', { withTimezone: true }).notNull(),
  lastFinishedAt: timestamp('last_finished_at', { withTimezone: true }).notNull(),
  lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
  /** The last failed round's error message; cleared by the next success. */
  lastError: text('last_error'),
});
