'use client';

import { useTranslations } from 'next-intl';
import { passengerPushCaller } from './push-api';
import { PushOptIn } from './push-opt-in';
import { PushPanel } from './push-panel';

/** /profile: the passenger's device switch and choices. */
export function PassengerPushPanel() {
  const t = useTranslations('push');
  return <PushPanel call={passengerPushCaller} intro={t('passengerIntro')} withDistricts={false} />;
}

/** A trip just requested (its page while it waits for bids): the device switch alone. */
export function PassengerTripPushOptIn() {
  const t = useTranslations('push');
  return <PushOptIn call={passengerPushCaller} intro={t('passengerTripIntro')} />;
}
