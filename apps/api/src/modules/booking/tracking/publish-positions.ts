import { toPositionView } from '@pothik/domain';
import type { FastifyInstance } from 'fastify';
import { broadcastTripPositions } from './position-channel';
import { type SubmittedPositions, submitPositions } from './submit-positions';

type Submission = Parameters<typeof submitPositions>[1];

/**
 * The one way positions come in (the WebSocket's `position` and POST /driver/trips/{id}/positions):
 * checked and stored (submitPositions), then, after the commit, the newest accepted point is sent to
 * every API process, whose listeners fan it out. A failed broadcast is logged, never the driver's error:
 * the point is stored and viewers read it again on their next poll or reconnect.
 */
export async function acceptDriverPositions(
  app: FastifyInstance,
  submission: Omit<Submission, 'now'>,
): Promise<SubmittedPositions> {
  const result = await submitPositions(app.database.db, { ...submission, now: app.clock.now() });
  const newest = result.accepted.at(-1);
  if (newest) {
    try {
      await broadcastTripPositions(app.database, [
        { tripId: result.tripId, passengerId: result.passengerId, position: toPositionView(newest) },
      ]);
    } catch (err) {
      app.log.error({ err, tripId: result.tripId }, 'trip position not broadcast');
    }
  }
  return result;
}
