import { useTranslations } from 'next-intl';
import { useId } from 'react';

/** Under the table, on screen and on paper: how to read the times and whose timetable they follow. */
export function RamadanTimesNote() {
  const t = useTranslations('ramadanCalendar.about');
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-6 max-w-3xl space-y-2 text-gray-700 text-sm">
      <h2 id={headingId} className="font-bold text-base text-primary-darker">
        {t('heading')}
      </h2>
      <p>{t('howToRead')}</p>
      <p>{t('source')}</p>
    </section>
  );
}
