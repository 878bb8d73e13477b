'use client';

import { formatCountdown, type Lang } from '@pothik/domain';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useLang } from '@/i18n/use-lang';
import { localizeDigits } from '@/lib/format';
import { nextTickIn, type TimeLeft, timeLeft } from './time-left';

/**
 * A live campaign's time left, on the reader's clock. Rendered after mount only (the server's clock and
 * the phone's would disagree at hydration); a timer, so screen readers read it when asked, not each tick.
 */
export function CampaignCountdown({ endsAt, className = '' }: { endsAt: string; className?: string }) {
  const t = useTranslations('contentUi.timeLeft');
  const lang = useLang();
  const end = Date.parse(endsAt);
  const [now, setNow] = useState<number | null>(null);

  useEffect(() => {
    let timer: number | undefined;
    const tick = () => {
      const current = Date.now();
      setNow(current);
      const wait = nextTickIn(timeLeft(end, current), end, current);
      // A sleeping phone wakes to the true time: each tick reads the clock instead of counting.
      if (wait !== null) timer = window.setTimeout(tick, wait);
    };
    tick();
    return () => window.clearTimeout(timer);
  }, [end]);

  return (
    <p role="timer" className={`min-h-6 font-semibold ${className}`}>
      {now !== null && Number.isFinite(end) && describe(timeLeft(end, now), lang, t)}
    </p>
  );
}

type TimeLeftT = ReturnType<typeof useTranslations<'contentUi.timeLeft'>>;

function describe(left: TimeLeft, lang: Lang, t: TimeLeftT): string {
  switch (left.unit) {
    case 'days':
      return t('days', {
        days: left.days,
        dayValue: localizeDigits(left.days, lang),
        hours: localizeDigits(left.hours, lang),
      });
    case 'hours':
      return t('hours', {
        hours: localizeDigits(left.hours, lang),
        minutes: localizeDigits(left.minutes, lang),
      });
    case 'seconds':
      return t('minutes', { time: formatCountdown(left.seconds, lang) });
    case 'ended':
      return t('ended');
  }
}
