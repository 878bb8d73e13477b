'use client';

import { passengerSmsKinds } from '@pothik/domain';
import { useTranslations } from 'next-intl';
import { passengerPushCaller } from './push-api';
import { SmsPreferences } from './sms-preferences';

/** /profile: the passenger's text messages, on or off per kind. */
export function PassengerSmsPreferences() {
  const t = useTranslations('smsPreferences');
  return (
    <SmsPreferences
      call={passengerPushCaller}
      queryKey="passenger-notification-preferences"
      kinds={passengerSmsKinds}
      alwaysOnNote={t('alwaysOn')}
    />
  );
}
