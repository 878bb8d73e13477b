'use client';

import type { PassengerBid } from '@pothik/domain';
import { useTranslations } from 'next-intl';
import { Dialog } from 'radix-ui';
import { OpenDialog } from '@/components/open-dialog';
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
    <OpenDialog onClose={onClose} onCloseAutoFocus={onCloseAutoFocus}>
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
    </OpenDialog>
  );
}
