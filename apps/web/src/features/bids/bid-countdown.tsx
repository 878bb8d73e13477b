'use client';

import { formatCountdown } from '@pothik/domain';
import { useTranslations } from 'next-intl';
import { useLang } from '@/i18n/use-lang';

/** Time left on a bid as m:ss (the domain's countdown format), or that it has expired. */
export function BidCountdown({ expiresAt, now }: { expiresAt: string; now: number }) {
  const t = useTranslations('bids.bid');
  const lang = useLang();
  const secondsLeft = (Date.parse(expiresAt) - now) / 1000;
  if (!(secondsLeft > 0)) return <p className="font-semibold text-gray-700">{t('expired')}</p>;
  return (
    <p className="text-gray-800 text-sm">{t('expiresIn', { time: formatCountdown(secondsLeft, lang) })}</p>
  );
}
