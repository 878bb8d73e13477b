'use client';

import type { PassengerBid } from '@pothik/domain';
import { useTranslations } from 'next-intl';
import { Dialog } from 'radix-ui';
import { AcceptBidForm } from './accept-bid-form';
import { BidCountdown } from './bid-countdown';
import { DriverCardView } from './driver-card';

export type AcceptBidDialogProps = {
  bid: PassengerBid;
  tripId: number;
  /** False once the bid has expired or left the list: the form stays for reading but cannot send. */
  isAvailable: boolean;
  now: number;
  onClose: () => void;
  onAccepted: () => void;
  onRefused: () => void;
  /** Where focus goes when the dialog closes: it has no trigger of its own to return to. */
  onCloseAutoFocus: (event: Event) => void;
};

/** Opened by a bid's Accept button: the driver, a promo code, the fare it makes, and the confirm. */
export function AcceptBidDialog({
  bid,
  tripId,
  isAvailable,
  now,
  onClose,
  onAccepted,
  onRefused,
  onCloseAutoFocus,
}: AcceptBidDialogProps) {
  const t = useTranslations('bids.accept');
  return (
    <Dialog.Root
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-backdrop fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          onCloseAutoFocus={onCloseAutoFocus}
          className="dialog-panel fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg space-y-4 overflow-y-auto rounded-xl bg-white p-5 text-ink shadow-xl focus:outline-none sm:p-6"
        >
          <Dialog.Title className="font-bold text-xl">{t('title', { name: bid.driver.name })}</Dialog.Title>
          <Dialog.Description className="text-gray-800">{t('description')}</Dialog.Description>
          <DriverCardView driver={bid.driver}>
            <BidCountdown expiresAt={bid.expires_at} now={now} />
          </DriverCardView>
          <AcceptBidForm
            bid={bid}
            tripId={tripId}
            isAvailable={isAvailable}
            onAccepted={onAccepted}
            onRefused={onRefused}
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
