'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { RefObject } from 'react';
import { StarRating } from '@/features/bids/star-rating';
import { formatTripTime } from '@/features/my-trips/format-trip-time';
import type { TripReview } from '@/features/my-trips/trip-view';

/** The passenger's review of the trip, once given (a trip is reviewed only once). */
export function SubmittedReview({
  review,
  headingRef,
}: {
  review: TripReview;
  headingRef?: RefObject<HTMLHeadingElement | null>;
}) {
  const t = useTranslations('ride.review');
  const lang = useLocale();
  return (
    <div className="space-y-1">
      <h3 ref={headingRef} tabIndex={-1} className="font-semibold">
        {t('yours')}
      </h3>
      <StarRating rating={review.rating} />
      {review.comment && <p className="whitespace-pre-line break-words">{review.comment}</p>}
      <p className="text-gray-600 text-sm">{formatTripTime(review.created_at, lang)}</p>
    </div>
  );
}
