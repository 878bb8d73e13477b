'use client';

import type { TripReviewView } from '@pothik/domain';
import { useTranslations } from 'next-intl';
import type { RefObject } from 'react';
import { StarRating } from '@/features/bids';
import { useLang } from '@/i18n/use-lang';
import { formatTripTime } from '@/lib/format-trip-time';

/** The passenger's review of the trip, once given (a trip is reviewed only once). */
export function SubmittedReview({
  review,
  headingRef,
}: {
  review: TripReviewView;
  headingRef?: RefObject<HTMLHeadingElement | null>;
}) {
  const t = useTranslations('ride.review');
  const lang = useLang();
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
