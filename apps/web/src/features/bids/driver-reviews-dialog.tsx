'use client';

import type { DriverCard, DriverReviews } from '@pothik/domain';
import { useTranslations } from 'next-intl';
import { Dialog } from 'radix-ui';
import { useCallback } from 'react';
import { LoadError, LoadingSkeleton } from '@/components/load-states';
import { OpenDialog } from '@/components/open-dialog';
import { useLang } from '@/i18n/use-lang';
import { useApiData } from '@/lib/api-query';
import { localizeDigits } from '@/lib/format';
import { formatTripTime } from '@/lib/format-trip-time';
import { fetchDriverReviews } from './bids-api';
import { formatRating } from './driver-rating';
import { StarRating } from './star-rating';

/** The dialog with the driver's rating and newest reviews, open while it is mounted. */
export function DriverReviewsDialog({
  driver,
  onClose,
  onCloseAutoFocus,
}: {
  driver: DriverCard;
  onClose: () => void;
  /** Where focus goes when the dialog closes: it has no trigger of its own to return to. */
  onCloseAutoFocus: (event: Event) => void;
}) {
  const t = useTranslations('bids.reviews');
  return (
    // The summary arrives with the reviews, so the dialog has no fixed description.
    <OpenDialog onClose={onClose} onCloseAutoFocus={onCloseAutoFocus} hasNoDescription>
      <Dialog.Title className="font-bold text-xl">{t('title', { name: driver.name })}</Dialog.Title>
      <ReviewsBody driverId={driver.id} />
      <div className="flex justify-end">
        <Dialog.Close className="btn-outline">{t('close')}</Dialog.Close>
      </div>
    </OpenDialog>
  );
}

/** Mounted only while the dialog is open, so the reviews are fetched when asked for. */
function ReviewsBody({ driverId }: { driverId: number }) {
  const t = useTranslations('bids.reviews');
  const lang = useLang();
  const load = useCallback(() => fetchDriverReviews(driverId, lang), [driverId, lang]);
  const { state, retry } = useApiData<DriverReviews>(`driver-reviews:${driverId}`, load);

  if (state.status === 'loading') return <LoadingSkeleton label={t('loading')} count={1} />;
  if (state.status === 'failed') {
    return <LoadError title={t('loadError')} result={state.result} retryLabel={t('retry')} onRetry={retry} />;
  }
  const { rating, reviews } = state.data;
  return (
    <>
      <p className="text-gray-800">
        {rating.average === null
          ? t('noReviews')
          : t('summary', {
              rating: formatRating(rating.average, lang),
              count: rating.count,
              value: localizeDigits(rating.count, lang),
            })}
      </p>
      {reviews.length > 0 && (
        <ul className="space-y-3" aria-label={t('listLabel')}>
          {reviews.map((review) => (
            <li
              key={`${review.created_at}-${review.passenger_name}`}
              className="rounded-lg border border-gray-200 p-3"
            >
              <StarRating rating={review.rating} />
              {review.comment && <p className="mt-1 whitespace-pre-line break-words">{review.comment}</p>}
              <p className="mt-1 text-gray-600 text-sm">
                {review.passenger_name ?? t('anonymous')} · {formatTripTime(review.created_at, lang)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
