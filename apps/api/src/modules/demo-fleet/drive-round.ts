import type { FastifyInstance } from 'fastify';
import { listDemoDriverIds } from '../../db/seed/demo-drivers';
import { AppError } from '../../lib/errors';
import {
  acceptDriverPositions,
  markArrived,
  markOnMyWay,
  publishTripEvents,
  tripSmsSettingsOf,
  tripsOnTheRoad,
} from '../booking';
import { nextDemoDriveStep } from './drive-plan';

const MAX_TRIPS_PER_ROUND = 200;

/**
 * One round of the demo's driving (issue 43): each booked demo driver sets off, sends the car's
 * position as a phone would, and arrives at the pickup, through the same code a real driver's app
 * calls, so a newcomer sees the car move on their trip page without a phone. A refusal (the trip was
 * checked out or cancelled meanwhile, another process was quicker) skips that trip this round.
 */
export async function runDemoDriveOnce(app: FastifyInstance, now: Date): Promise<{ moved: number[] }> {
  const driverIds = Object.values(await listDemoDriverIds(app.database.db)).flat();
  const onTheRoad = await tripsOnTheRoad(app.database.db, driverIds, MAX_TRIPS_PER_ROUND);
  const moved: number[] = [];
  const sms = tripSmsSettingsOf(app.config);
  for (const { trip, latest } of onTheRoad) {
    const step = nextDemoDriveStep(trip, latest, now);
    if (step.kind === 'wait') continue;
    try {
      if (step.kind === 'set_off') {
        await markOnMyWay(app.database.db, { driverId: trip.driverId, tripId: trip.id, now, sms });
        await publishTripEvents(app, [{ type: 'trip.updated', trip_id: trip.id }]);
        continue;
      }
      const result = await acceptDriverPositions(app, {
        driverUserId: trip.driverUserId,
        tripId: trip.id,
        points: [{ ...step.point, at: step.point.at.toISOString() }],
        // The next round reads where the car is from the database.
        durable: true,
      });
      if (result.accepted.length > 0) moved.push(trip.id);
      if (step.arrives) {
        await markArrived(app.database.db, { driverId: trip.driverId, tripId: trip.id, now, sms });
        await publishTripEvents(app, [{ type: 'trip.updated', trip_id: trip.id }]);
      }
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
    }
  }
  return { moved };
}
