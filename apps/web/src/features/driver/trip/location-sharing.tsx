'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useLang } from '@/i18n/use-lang';
import { localizeDigits } from '@/lib/format';
import { useDriverLiveRoute, useDriverLiveSend } from '../live/driver-live';
import { useLocationSharing } from './use-location-sharing';

/**
 * The driver sees that their location is shared with the passenger (or why it is not: permission
 * denied, no location on this device, the page in the background), and how long ago the last point went.
 */
export function LocationSharing({ tripId, isSocketLive }: { tripId: number; isSocketLive: boolean }) {
  const t = useTranslations('driver.sharing');
  const lang = useLang();
  const send = useDriverLiveSend();
  useDriverLiveRoute(tripId);
  const { status, lastSentAt, queued } = useLocationSharing({
    tripId,
    isActive: true,
    isSocketLive,
    send,
    lang,
  });
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const isProblem = status === 'denied' || status === 'unavailable';
  const seconds = lastSentAt === null ? null : Math.max(0, Math.round((now - lastSentAt) / 1000));

  return (
    <div
      data-location-sharing={status}
      className={
        isProblem
          ? 'space-y-1 rounded-lg border border-red-300 bg-red-50 p-3'
          : 'space-y-1 rounded-lg border border-sky-300 bg-sky-50 p-3'
      }
    >
      <p
        role={isProblem ? 'alert' : 'status'}
        aria-live={isProblem ? 'assertive' : 'polite'}
        className="font-semibold"
      >
        {t(`status.${status}`)}
      </p>
      {status === 'sharing' && seconds !== null && (
        <p className="text-gray-700 text-sm">{t('lastSent', { seconds: localizeDigits(seconds, lang) })}</p>
      )}
      {queued > 0 && (
        <p className="text-gray-700 text-sm">
          {t('queued', { count: queued, shown: localizeDigits(queued, lang) })}
        </p>
      )}
    </div>
  );
}
