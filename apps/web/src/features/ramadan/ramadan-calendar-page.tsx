import 'server-only';
import { type DistrictId, ramadanMonths } from '@pothik/domain';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { PageHeading } from '@/components/page-heading';
import { getLang } from '@/i18n/get-lang';
import { localizeDigits } from '@/lib/format';
import { ramadanCalendarYear } from './ramadan-paths';
import { RamadanTimesNote } from './ramadan-times-note';
import { RamadanTimetable } from './ramadan-timetable';
import './ramadan-print.css';

/**
 * /ramadan-calendar-2025: the table is rendered on the server for the URL's district (Dhaka when it
 * names none) and then follows the picker in the browser.
 */
export async function RamadanCalendarPage({ district }: { district: DistrictId | null }) {
  const t = await getTranslations('ramadanCalendar');
  const lang = await getLang();
  const messages = await getMessages();
  const year = ramadanCalendarYear;
  return (
    <div data-print-page="ramadan-calendar">
      <PageHeading
        title={t('heading', { year: localizeDigits(year, lang) })}
        lead={t('lead', {
          hijriYear: localizeDigits(ramadanMonths[year].hijriYear, lang),
          range: t('range'),
        })}
      />
      <div className="container-page py-8">
        {/* Only this page's texts travel to the browser with the picker, not every page's. */}
        <NextIntlClientProvider messages={{ ramadanCalendar: messages.ramadanCalendar }}>
          <RamadanTimetable
            year={year}
            initialDistrict={district ?? 'dhaka'}
            isDistrictInUrl={district !== null}
          />
        </NextIntlClientProvider>
        <RamadanTimesNote />
      </div>
    </div>
  );
}
