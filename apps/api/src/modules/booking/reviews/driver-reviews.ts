import type { DbOrTx } from '../../../db/client';
import { refuse } from '../../../lib/errors';
import { findDriver, toDriverCard } from '../../drivers';
import { listRecentReviewsOfDriver } from './repo';

/** How many reviews the driver card shows. */
const RECENT_REVIEWS = 10;

const driverNotFound = () => refuse('driverNotFound', 404);

// Bangladeshi names often open with an honorific ("Md. Rafiqul Islam"); the given name follows it.
const honorifics = new Set([
  'md',
  'md.',
  'mohd',
  'mohd.',
  'mohammad',
  'mohammed',
  'muhammad',
  'mst',
  'mst.',
  'mosammat',
]);

/** A reviewer is shown by first name and last initial, never in full. */
export function shortName(fullName: string | null): string | null {
  const words = fullName?.trim().split(/\s+/).filter(Boolean) ?? [];
  const parts = words.length > 1 && honorifics.has(words[0]!.toLowerCase()) ? words.slice(1) : words;
  if (parts.length === 0) return null;
  const first = parts[0]!;
  return parts.length === 1 ? first : `${first} ${parts.at(-1)!.charAt(0).toUpperCase()}.`;
}

/** POST /user/get-driver-review: the driver's rating summary and newest reviews. */
export async function getDriverReviews(db: DbOrTx, driverId: number) {
  const driver = await findDriver(db, driverId);
  if (!driver) throw driverNotFound();
  const card = toDriverCard(driver);
  const rows = await listRecentReviewsOfDriver(db, driver.id, RECENT_REVIEWS);
  return {
    driver: card,
    rating: { average: card.rating, count: card.rating_count },
    reviews: rows.map(({ review, passengerName }) => ({
      rating: review.rating,
      comment: review.comment,
      created_at: review.createdAt.toISOString(),
      passenger_name: shortName(passengerName),
    })),
  };
}
