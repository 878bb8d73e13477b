import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { jobRuns } from '../src/db/schema/index';
import { buildTestApp } from './helpers/app';
import { bearer } from './helpers/auth';
import { createTestClock } from './helpers/clock';
import { metricValue } from './helpers/metrics';

// The job runner (src/plugins/jobs.ts, docs/decisions/0017): every timed job's rounds are recorded in
// job_runs and counted in /metrics, so a job that stopped working is seen.
const token = 'metrics-token-for-the-jobs-test';
const clock = createTestClock('2026-11-29T06:00:00.000Z');
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp({ METRICS_TOKEN: token, OUTBOX_INTERVAL_SEC: '0' }, { clock });
  await app.ready();
});
afterAll(() => app.close());

const recordOf = async (name: string) =>
  (await app.database.db.select().from(jobRuns).where(eq(jobRuns.name, name)))[0];
const scrape = async () => (await app.inject({ url: '/metrics', headers: bearer(token) })).body;

describe('the job runner', () => {
  it('records each round: runs, failures, the last error until a success clears it, the last success', async () => {
    let fail = false;
    const seen: Date[] = [];
    app.jobs.add({
      name: 'test-recorded',
      everyMs: 0,
      round: async (now) => {
        seen.push(now);
        if (fail) throw new Error('the gateway did not answer');
      },
    });

    await app.jobs.runOnce('test-recorded');
    expect(await recordOf('test-recorded')).toEqual({
      name: 'test-recorded',
      runs: 1,
      failures: 0,
      lastStartedAt: new Date('2026-11-29T06:00:00.000Z'),
      lastFinishedAt: new Date('2026-11-29T06:00:00.000Z'),
      lastSuccessAt: new Date('2026-11-29T06:00:00.000Z'),
      lastError: null,
    });

    clock.advance({ minutes: 1 });
    fail = true;
    await expect(app.jobs.runOnce('test-recorded')).rejects.toThrow('the gateway did not answer');
    expect(await recordOf('test-recorded')).toMatchObject({
      runs: 2,
      failures: 1,
      lastStartedAt: new Date('2026-11-29T06:01:00.000Z'),
      lastSuccessAt: new Date('2026-11-29T06:00:00.000Z'),
      lastError: 'the gateway did not answer',
    });

    clock.advance({ minutes: 1 });
    fail = false;
    await app.jobs.runOnce('test-recorded');
    expect(await recordOf('test-recorded')).toMatchObject({
      runs: 3,
      failures: 1,
      lastSuccessAt: new Date('2026-11-29T06:02:00.000Z'),
      lastError: null,
    });
    // Each round is given the runner's clock.
    expect(seen).toEqual([
      new Date('2026-11-29T06:00:00.000Z'),
      new Date('2026-11-29T06:01:00.000Z'),
      new Date('2026-11-29T06:02:00.000Z'),
    ]);

    const text = await scrape();
    expect(metricValue(text, 'pothik_job_runs_total', { job: 'test-recorded', outcome: 'success' })).toBe(2);
    expect(metricValue(text, 'pothik_job_runs_total', { job: 'test-recorded', outcome: 'failure' })).toBe(1);
    expect(metricValue(text, 'pothik_job_last_success_timestamp_seconds', { job: 'test-recorded' })).toBe(
      Date.parse('2026-11-29T06:02:00.000Z') / 1000,
    );
  });

  it("has the modules' jobs, and refuses a second job of a name and a round of none", async () => {
    await app.jobs.runOnce('housekeeping');
    expect(await recordOf('housekeeping')).toMatchObject({ runs: 1, failures: 0, lastError: null });
    expect(() => app.jobs.add({ name: 'housekeeping', everyMs: 0, round: async () => {} })).toThrow(
      'a job named housekeeping is already added',
    );
    await expect(app.jobs.runOnce('no-such-job')).rejects.toThrow('no job named no-such-job');
  });
});

describe('a job on its interval', () => {
  it('runs from ready, one round at a time however long a round takes, and is waited for at close', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const timed = await buildTestApp({ OUTBOX_INTERVAL_SEC: '0' }, { clock, database: app.database });
    let started = 0;
    let finished = 0;
    let release: () => void = () => {};
    timed.jobs.add({
      name: 'test-timed',
      everyMs: 1000,
      round: async () => {
        started += 1;
        await new Promise<void>((done) => {
          release = done;
        });
        finished += 1;
      },
    });
    try {
      await timed.ready();
      expect(started).toBe(0);
      vi.advanceTimersByTime(1000);
      expect(started).toBe(1);
      // Three more intervals pass while the first round is still running: none starts beside it.
      vi.advanceTimersByTime(3000);
      expect(started).toBe(1);
      const closed = timed.close();
      release();
      await closed;
      expect(finished).toBe(1);
      expect(await recordOf('test-timed')).toMatchObject({ runs: 1, failures: 0 });
      vi.advanceTimersByTime(5000);
      expect(started).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
