'use client';

import type { PassengerBid, TripView } from '@pothik/domain';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { LoadError, LoadingSkeleton } from '@/components/load-states';
import type { LiveConnection } from '@/features/realtime';
import { AcceptBidDialog } from './accept-bid-dialog';
import { BidCard } from './bid-card';
import { BidSortControl } from './bid-sort-control';
import { BidsEmptyState } from './bids-empty-state';
import { ConnectionStatus } from './connection-status';
import { type BidSort, sortBids } from './sort-bids';
import { useBidAnnouncement } from './use-bid-announcement';
import type { BidListData } from './use-bid-list';
import { useFocusAfterRemoval } from './use-focus-after-removal';
import { isPast, useNow } from './use-now';

/**
 * A requested trip's bids as they arrive: sorted by price or rating, each with a countdown, the
 * driver's reviews and an Accept that opens the booking dialog. Bids that arrive, leave or expire are
 * announced politely.
 */
export function LiveBids({
  trip,
  bidList,
  connection,
  onAccepted,
}: {
  trip: TripView;
  bidList: BidListData;
  connection: LiveConnection;
  /** The bid was accepted: the trip is confirmed now. */
  onAccepted: () => void;
}) {
  const t = useTranslations('bids');
  const headingId = useId();
  const now = useNow();
  const [sort, setSort] = useState<BidSort>('price');
  const [selected, setSelected] = useState<PassengerBid | null>(null);
  const announcement = useBidAnnouncement(bidList.state, now);
  const { state } = bidList;
  const bids = state.status === 'ready' ? state.data.bids : [];
  const { fallback: heading, listProps } = useFocusAfterRemoval<HTMLHeadingElement>();
  // The dialog follows the bid as the list changes; a bid that left the list can no longer be accepted.
  const selectedNow = selected ? bids.find((bid) => bid.id === selected.id) : undefined;

  return (
    <section aria-labelledby={headingId} className="space-y-4 rounded-xl border border-gray-200 p-4 sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} ref={heading} tabIndex={-1} className="font-bold text-xl">
          {t('heading')}
        </h2>
        <ConnectionStatus connection={connection} />
      </div>
      <div role="status" className="sr-only">
        {announcement && (
          <div key={announcement.key}>
            {announcement.sentences.map((sentence) => (
              <p key={sentence}>{sentence}</p>
            ))}
          </div>
        )}
      </div>

      {state.status === 'loading' && <LoadingSkeleton label={t('loading')} count={2} />}
      {state.status === 'failed' && (
        <LoadError
          title={t('loadError')}
          result={state.result}
          retryLabel={t('retry')}
          onRetry={bidList.retry}
        />
      )}
      {state.status === 'ready' && bids.length === 0 && <BidsEmptyState trip={trip} />}
      {bids.length > 0 && (
        <>
          <BidSortControl value={sort} onChange={setSort} />
          <ul aria-labelledby={headingId} className="space-y-3" {...listProps}>
            {sortBids(bids, sort).map((bid) => (
              <BidCard key={bid.id} bid={bid} now={now} onAccept={setSelected} />
            ))}
          </ul>
        </>
      )}

      {selected && (
        <AcceptBidDialog
          key={selected.id}
          bid={selectedNow ?? selected}
          tripId={trip.id}
          isAvailable={!!selectedNow && !isPast(selectedNow.expires_at, now)}
          now={now}
          onClose={() => setSelected(null)}
          onAccepted={() => {
            setSelected(null);
            onAccepted();
          }}
          onRefused={() => void bidList.refresh()}
        />
      )}
    </section>
  );
}
