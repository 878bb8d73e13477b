'use client';

import type { PassengerBid, TripView } from '@pothik/domain';
import { useTranslations } from 'next-intl';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { LoadError, LoadingSkeleton } from '@/components/load-states';
import type { LiveConnection } from '@/features/realtime';
import { BidCard } from './bid-card';
import { BidSortControl } from './bid-sort-control';
import { BidsEmptyState } from './bids-empty-state';
import { ConnectionStatus } from './connection-status';
import { type BidSort, sortBids } from './sort-bids';
import { useBidAnnouncement } from './use-bid-announcement';
import type { BidListData } from './use-bid-list';
import { useFocusAfterRemoval } from './use-focus-after-removal';
import { isPast, useNow } from './use-now';

// The booking dialog (its dialog library, the promo form) loads when a bid's Accept is reached for, not
// with the list: a trip waiting for bids is opened and read far more often than a bid is accepted.
const loadAcceptDialog = () => import('./accept-bid-dialog');
const AcceptBidDialog = lazy(() => loadAcceptDialog().then((m) => ({ default: m.AcceptBidDialog })));
const preloadAcceptDialog = () => void loadAcceptDialog();

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
  // The dialog has no trigger of its own: focus goes back to the Accept button that opened it.
  const openedFrom = useRef<HTMLElement | null>(null);
  const isAccepted = useRef(false);
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
              <BidCard
                key={bid.id}
                bid={bid}
                now={now}
                onReachAccept={preloadAcceptDialog}
                onAccept={(chosen) => {
                  openedFrom.current =
                    document.activeElement instanceof HTMLElement ? document.activeElement : null;
                  isAccepted.current = false;
                  setSelected(chosen);
                }}
              />
            ))}
          </ul>
        </>
      )}

      {selected && (
        <Suspense fallback={null}>
          <AcceptBidDialog
            key={selected.id}
            bid={selectedNow ?? selected}
            tripId={trip.id}
            isAvailable={!!selectedNow && !isPast(selectedNow.expires_at, now)}
            now={now}
            onClose={() => setSelected(null)}
            onAccepted={() => {
              isAccepted.current = true;
              setSelected(null);
              onAccepted();
            }}
            onRefused={() => void bidList.refresh()}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              // Once accepted, the confirmed trip takes the focus; otherwise the button that opened it,
              // or the list's heading if that bid has left the list.
              if (isAccepted.current) return;
              const from = openedFrom.current;
              (from?.isConnected ? from : heading.current)?.focus();
            }}
          />
        </Suspense>
      )}
    </section>
  );
}
