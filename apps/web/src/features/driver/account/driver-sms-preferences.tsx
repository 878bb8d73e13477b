'use client';

import { driverSmsKinds } from '@pothik/domain';
import { useTranslations } from 'next-intl';
import { SmsPreferences } from '@/features/push';
import { driverPushCaller } from '../driver-api';

/** The driver's account page: the text messages a driver gets (today the booking alone, always on). */
export function DriverSmsPreferences() {
  const t = useTranslations('smsPreferences');
  return (
    <SmsPreferences
      call={driverPushCaller}
      queryKey="driver-notification-preferences"
      kinds={driverSmsKinds}
      alwaysOnNote={t('alwaysOnDriver')}
    />
  );
}
