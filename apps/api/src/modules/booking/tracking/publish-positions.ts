import type { FastifyInstance } from 'fastify';
import type { PositionSubmission } from './position-ingest';
import type { SubmittedPositions } from './submit-positions';

/**
 * The one way positions come in (the WebSocket's `position`, POST /driver/trips/{id}/positions and the
 * demo's drive): checked against the trip's state in memory, sent at once to this process's viewers
 * and by a batched NOTIFY to every other process's, and written behind (position-ingest.ts,
 * docs/decisions/0021). `durable` answers only once the points are stored.
 */
export function acceptDriverPositions(
  app: FastifyInstance,
  submission: Omit<PositionSubmission, 'now'>,
): Promise<SubmittedPositions> {
  return app.tripPositions.submit({ ...submission, now: app.clock.now() });
}
