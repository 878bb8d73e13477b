import type { FastifyInstance } from 'fastify';

/**
 * Runs `round` every `intervalMs` in this API process from when the app is ready, and stops before it
 * closes, waiting for a round in progress (so the database is never closed under it). A slow round is
 * never overlapped by the next one in the same process; across processes the jobs take database locks.
 */
export function runPeriodically(app: FastifyInstance, intervalMs: number, round: () => Promise<void>) {
  let timer: NodeJS.Timeout | undefined;
  let inProgress: Promise<void> | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      inProgress ??= round().finally(() => {
        inProgress = undefined;
      });
    }, intervalMs);
    timer.unref();
  });
  app.addHook('preClose', async () => {
    clearInterval(timer);
    await inProgress;
  });
}
