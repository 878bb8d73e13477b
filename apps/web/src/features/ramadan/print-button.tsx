'use client';

import { useTranslations } from 'next-intl';

export function PrintButton() {
  const t = useTranslations('ramadanCalendar');
  return (
    <button type="button" onClick={() => window.print()} className="btn-outline print:hidden">
      {t('print')}
    </button>
  );
}
