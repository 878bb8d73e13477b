'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { highDemandMessage, readHighDemand } from '@/lib/high-demand';

/** The high-demand answer of the last trip request (`user_hd`), while demand is still high. */
export function HighDemandNotice() {
  const t = useTranslations('tripDetail');
  const lang = useLocale();
  // Rendered only behind AuthGate, i.e. in the browser after hydration, so storage can be read at once.
  const [highDemand] = useState(readHighDemand);
  if (!highDemand) return null;
  return (
    <p className="rounded-lg border border-amber-300 bg-amber-100 p-3 text-amber-950">
      <strong>{t('highDemand')}: </strong>
      {highDemandMessage(highDemand, lang) || t('highDemandBody')}
    </p>
  );
}
