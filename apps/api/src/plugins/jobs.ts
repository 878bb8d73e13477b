import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client';
import { jobRuns } from '../db/schema/jobs';
import { runPeriodically } from '../lib/periodic-job';

/**
 * A named job of the module that owns the rows it works on (docs/decisions/0017). Its round finds what
 * is due in its rows and changes each in a transaction that checks the row's state; a job that only one
 * process may work at a time takes its own transaction-scoped advisory lock inside the round.
 */
export type Job = {
  name: string;
  /** How often each API process runs a round; 0 never (tests call `app.jobs.runOnce`). */
  everyMs: number;
  round: (now: Date) => Promise<void>;
};

/** A job's record for the console: its interval here (null when this process runs it not) and its rounds. */
export type JobRecord = {
  name: string;
  everyMs: number | null;
  runs: number;
  failures: number;
  lastStartedAt: Date | null;
  lastSuccessAt: Date | null;
  lastError: string | null;
};

export type Jobs = {
  add(job: Job): void;
  /** Every job this process has and every job with a record, by name. */
  records(): Promise<JobRecord[]>;
  /** One round now, recorded as the timer's rounds are; a failure is recorded and thrown. */
  runOnce(name: string): Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Jobs;
  }
}

/**
 * The one runner of timed work: each job's rounds on its interval in this API process, from when the
 * app is ready until it closes (a round in progress is waited for), never overlapping one another. Each
 * round is recorded in job_runs and counted in /metrics; a failed round is logged, and the next comes on
 * time.
 */
export default fp(
  async function jobsPlugin(app: FastifyInstance) {
    const jobs = new Map<string, Job>();
    const runOnce = async (job: Job) => {
      const startedAt = app.clock.now();
      let error: unknown;
      try {
        await job.round(startedAt);
      } catch (err) {
        error = err;
        app.log.error({ err, job: job.name }, 'job round failed');
      }
      const finishedAt = app.clock.now();
      app.metrics.jobRound(job.name, error === undefined ? 'success' : 'failure', finishedAt);
      try {
        await recordRound(app.database.db, job.name, { startedAt, finishedAt, error });
      } catch (err) {
        app.log.error({ err, job: job.name }, 'job round not recorded');
      }
      if (error !== undefined) throw error;
    };
    app.decorate('jobs', {
      add(job) {
        if (jobs.has(job.name)) throw new Error(`a job named ${job.name} is already added`);
        jobs.set(job.name, job);
        if (job.everyMs > 0) runPeriodically(app, job.everyMs, () => runOnce(job).catch(() => {}));
      },
      records: () => readRecords(app.database.db, jobs),
      async runOnce(name) {
        const job = jobs.get(name);
        if (!job) throw new Error(`no job named ${name}`);
        await runOnce(job);
      },
    } satisfies Jobs);
  },
  { name: 'jobs', dependencies: ['metrics'] },
);

async function readRecords(db: Db, jobs: Map<string, Job>): Promise<JobRecord[]> {
  const rows = new Map((await db.select().from(jobRuns)).map((row) => [row.name, row]));
  const names = [...new Set([...jobs.keys(), ...rows.keys()])].sort();
  return names.map((name) => {
    const row = rows.get(name);
    const everyMs = jobs.get(name)?.everyMs;
    return {
      name,
      everyMs: everyMs && everyMs > 0 ? everyMs : null,
      runs: row?.runs ?? 0,
      failures: row?.failures ?? 0,
      lastStartedAt: row?.lastStartedAt ?? null,
      lastSuccessAt: row?.lastSuccessAt ?? null,
      lastError: row?.lastError ?? null,
    };
  });
}

type Round = { startedAt: Date; finishedAt: Date; error: unknown };

/** One statement: the job's row made or brought up to date with this round. */
async function recordRound(db: Db, name: string, { startedAt, finishedAt, error }: Round) {
  const failed = error !== undefined;
  const lastError = failed ? (error instanceof Error ? error.message : String(error)).slice(0, 1000) : null;
  await db
    .insert(jobRuns)
    .values({
      name,
      runs: 1,
      failures: failed ? 1 : 0,
      lastStartedAt: startedAt,
      lastFinishedAt: finishedAt,
      lastSuccessAt: failed ? null : finishedAt,
      lastError,
    })
    .onConflictDoUpdate({
      target: jobRuns.name,
      set: {
        runs: sql`${jobRuns.runs} + 1`,
        failures: sql`${jobRuns.failures} + ${failed ? 1 : 0}`,
        lastStartedAt: startedAt,
        lastFinishedAt: finishedAt,
        lastSuccessAt: failed ? sql`${jobRuns.lastSuccessAt}` : finishedAt,
        lastError,
      },
    });
}
