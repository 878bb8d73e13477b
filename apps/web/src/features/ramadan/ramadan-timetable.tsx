'use client';

import {
  type DistrictId,
  districtById,
  formatRamadanDay,
  type RamadanYear,
  ramadanDayOn,
  ramadanMonths,
  ramadanTimetable,
} from '@pothik/domain';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useMemo, useState } from 'react';
import { useLang } from '@/i18n/use-lang';
import { localizeDigits } from '@/lib/format';
import { DistrictSelect } from './district-select';
import { PrintButton } from './print-button';
import { useChosenDistrict } from './use-chosen-district';

type Props = { year: RamadanYear; initialDistrict: DistrictId; isDistrictInUrl: boolean };

/** The date on the reader's clock, read after hydration (the server's day and the phone's can differ). */
function useToday(): Date | null {
  const [today, setToday] = useState<Date | null>(null);
  useEffect(() => setToday(new Date()), []);
  return today;
}

/** The picker and the 30-day table; computed in the browser, so a new district needs no request. */
export function RamadanTimetable({ year, initialDistrict, isDistrictInUrl }: Props) {
  const t = useTranslations('ramadanCalendar');
  const lang = useLang();
  const captionId = useId();
  const [districtId, chooseDistrict, isReady] = useChosenDistrict(initialDistrict, isDistrictInUrl);
  const district = districtById(districtId);
  const rows = useMemo(() => ramadanTimetable(district, year), [district, year]);
  const today = useToday();
  const todayRow = today ? ramadanDayOn(rows, today) : undefined;

  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <DistrictSelect value={districtId} onChange={chooseDistrict} disabled={!isReady} />
        <PrintButton />
      </div>
      {/* A labelled region that scrolls on its own, so the page never scrolls sideways on a phone. */}
      <section
        aria-labelledby={captionId}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
        tabIndex={0}
        className="mt-4 overflow-x-auto rounded-lg border border-gray-200 print:overflow-visible print:border-0"
      >
        <table className="w-full border-collapse text-left tabular-nums">
          <caption id={captionId} className="px-3 py-3 text-left font-bold text-lg text-primary-darker">
            {t('caption', {
              district: lang === 'bn' ? district.name_bn : district.name_en,
              hijriYear: localizeDigits(ramadanMonths[year].hijriYear, lang),
            })}
          </caption>
          <thead className="bg-primary-soft text-primary-darker text-sm">
            <tr>
              <th scope="col" className="px-2 py-2 sm:px-3">
                {t('columns.day')}
              </th>
              <th scope="col" className="px-2 py-2 sm:px-3">
                {t('columns.date')}
              </th>
              <th scope="col" className="hidden px-3 py-2 sm:table-cell print:table-cell">
                {t('columns.weekday')}
              </th>
              <th scope="col" className="px-2 py-2 sm:px-3">
                {t('columns.sehri')}
              </th>
              <th scope="col" className="px-2 py-2 sm:px-3">
                {t('columns.iftar')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const cells = formatRamadanDay(row, lang);
              const isToday = row.date === todayRow?.date;
              return (
                <tr
                  key={row.date}
                  aria-current={isToday ? 'date' : undefined}
                  className={`border-gray-200 border-t ${isToday ? 'bg-primary-muted font-semibold' : 'even:bg-gray-50'}`}
                >
                  <th scope="row" className="px-2 py-2 font-semibold sm:px-3">
                    {cells.day}
                    {isToday && (
                      <span className="ml-2 rounded bg-primary px-1.5 text-white text-xs">{t('today')}</span>
                    )}
                  </th>
                  <td className="px-2 py-2 sm:px-3">
                    {cells.date}
                    {/* On a phone the weekday rides under the date instead of taking a column. */}
                    <span className="block text-gray-600 text-xs sm:hidden print:hidden">
                      {cells.weekday}
                    </span>
                  </td>
                  <td className="hidden px-3 py-2 sm:table-cell print:table-cell">{cells.weekday}</td>
                  <td className="whitespace-nowrap px-2 py-2 sm:px-3">{cells.sehri}</td>
                  <td className="whitespace-nowrap px-2 py-2 sm:px-3">{cells.iftar}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </section>
    </div>
  );
}
