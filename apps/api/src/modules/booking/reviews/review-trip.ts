import type { TripReview } from '@pothik/domain';
import { inTransaction } from '../../../db/changes/changes';
import type { Db } from '../../../db/client';
import { refuse } from '../../../lib/errors';
import { recordRating, toDriverCard } from '../../drivers';
import { findTripOfPassenger } from '../trips/repo';
import { tripNotFound } from '../trips/trip-errors';
import { announceTripListChange } from '../trips/trip-list-changes';
import { insertReview } from './repo';

const reviewRefusals = {
  notCompleted: () => refuse('reviewNotAllowed'),
  exists: () => refuse('reviewExists'),
};

/**
 * POST /user/trips/{id}/review: once per completed trip (the unique trip_id decides between two
 * tabs), and the driver's rating moves in the same transaction.
 */
export async function reviewTrip(
  db: Db,
  { passengerId, tripId, body, now }: { passengerId: number; tripId: number; body: TripReview; now: Date },
) {
  return inTransaction(db, async (tx) => {
    const trip = await findTripOfPassenger(tx, tripId, passengerId);
    if (!trip) throw tripNotFound();
    if (trip.status !== 'completed' || trip.driverId === null) throw reviewRefusals.notCompleted();
    const review = await insertReview(tx, {
      tripId: trip.id,
      driverId: trip.driverId,
      passengerId,
      rating: body.rating,
      comment: body.comment || null,
      createdAt: now,
    });
    if (!review) throw reviewRefusals.exists();
    const driver = (await recordRating(tx, trip.driverId, body.rating, now))!;
    // The review is on this trip's card, the driver's rating on every card of theirs.
    await announceTripListChange(tx);
    return {
      review: {
        id: review.id,
        trip_id: review.tripId,
        rating: review.rating,
        comment: review.comment,
        created_at: review.createdAt.toISOString(),
      },
      driver: toDriverCard(driver),
    };
  });
}
