import { type DriverSummary, dhakaIsoMonth, dhakaMonthRange } from '@pothik/domain';
import type { DbOrTx } from '../../../db/client';
import { type DriverRow, toDriverCard } from '../../drivers';
import { listRecentReviewsOfDriver } from '../reviews/repo';
import { monthEarningsOfDriver } from './month-earnings-repo';

/** As many as the passenger's view of a driver shows (reviews/driver-reviews.ts). */
const RECENT_REVIEWS = 10;

/** GET /driver/summary: the driver's rating and newest reviews, and one Dhaka month's trips and pay. */
export async function summariseDriver(
  db: DbOrTx,
  driver: DriverRow,
  { month, now }: { month: string | undefined; now: Date },
): Promise<DriverSummary> {
  const shown = month ?? dhakaIsoMonth(now);
  // Sequential: `db` may be a transaction handle, which runs one query at a time anyway.
  const { completed, earnings } = await monthEarningsOfDriver(db, driver.id, dhakaMonthRange(shown));
  const reviews = await listRecentReviewsOfDriver(db, driver.id, RECENT_REVIEWS);
  const card = toDriverCard(driver);
  return {
    month: shown,
    rating: card.rating,
    review_count: card.rating_count,
    completed_trips: completed,
    earnings,
    recent_reviews: reviews.map(({ review }) => ({
      trip_id: review.tripId,
      rating: review.rating,
      comment: review.comment,
      created_at: review.createdAt.toISOString(),
    })),
  };
}
