'use client';

import { formatTaka, type PassengerBid } from '@pothik/domain';
import { useTranslations } from 'next-intl';
import { useLang } from '@/i18n/use-lang';
import { BidCountdown } from './bid-countdown';
import { BidReliability } from './bid-reliability';
import { DriverCardView } from './driver-card';
import { DriverReviewsButton } from './driver-reviews-button';
import { isPast } from './use-now';

/** One bid in the list: the driver, the fare, time left, and the way to their reviews and to accept. */
export function BidCard({
  bid,
  now,
  onAccept,
  onReachAccept,
}: {
  bid: PassengerBid;
  now: number;
  onAccept: (bid: PassengerBid) => void;
  /** A pointer over Accept or its focus: the dialog's code can start loading. */
  onReachAccept?: () => void;
}) {
  const t = useTranslations('bids.bid');
  const lang = useLang();
  const isExpired = isPast(bid.expires_at, now);
  return (
    <li
      className={`space-y-3 rounded-xl border p-4 ${isExpired ? 'border-gray-200 bg-gray-50 text-gray-600' : 'border-gray-300 bg-white'}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <DriverCardView driver={bid.driver}>
          <BidReliability reliability={bid.reliability} />
        </DriverCardView>
        <div className="space-y-1 sm:text-end">
          <p className="text-gray-700 text-sm">{t('fare')}</p>
          <p className="font-bold text-2xl text-primary-darker">{formatTaka(bid.fare, lang)}</p>
          <p className="text-gray-700 text-sm">{t('withFees', { total: formatTaka(bid.total, lang) })}</p>
          {bid.bid_amount !== null && (
            <p className="inline-block rounded-full bg-emerald-100 px-2 py-0.5 font-semibold text-emerald-900 text-sm">
              {t('acceptedOffer', { amount: formatTaka(bid.bid_amount, lang) })}
            </p>
          )}
          <BidCountdown expiresAt={bid.expires_at} now={now} />
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <DriverReviewsButton driver={bid.driver} />
        {/* aria-disabled, not disabled: a disabled button would drop the keyboard focus it holds when
            the bid runs out to the page body. It stays focusable and refuses instead. */}
        <button
          type="button"
          className="btn-primary aria-disabled:cursor-not-allowed aria-disabled:bg-primary aria-disabled:opacity-60"
          aria-disabled={isExpired || undefined}
          aria-label={t('acceptLabel', { name: bid.driver.name })}
          aria-haspopup="dialog"
          onPointerEnter={onReachAccept}
          onFocus={onReachAccept}
          onClick={() => {
            if (!isExpired) onAccept(bid);
          }}
        >
          {t('accept')}
        </button>
      </div>
    </li>
  );
}
