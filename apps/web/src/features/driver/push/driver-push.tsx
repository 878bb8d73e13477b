'use client';

import { useTranslations } from 'next-intl';
import { PushOptIn, PushPanel } from '@/features/push';
import { driverPushCaller } from '../driver-api';

/** /driver: the device switch, so a driver hears of new trips with the app closed. */
export function DriverPushOptIn() {
  const t = useTranslations('push');
  return <PushOptIn call={driverPushCaller} intro={t('driverIntro')} />;
}

/** The account page: the device switch, the choices per kind and the districts of new trips. */
export function DriverPushPanel() {
  const t = useTranslations('push');
  return <PushPanel call={driverPushCaller} intro={t('driverIntro')} withDistricts />;
}
