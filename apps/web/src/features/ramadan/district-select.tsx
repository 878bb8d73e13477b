'use client';

import { type DistrictId, districts, divisions, isDistrictId, type Lang } from '@pothik/domain';
import { useTranslations } from 'next-intl';
import { useId, useMemo } from 'react';
import { useLang } from '@/i18n/use-lang';

const nameIn = (row: { name_en: string; name_bn: string }, lang: Lang) =>
  lang === 'bn' ? row.name_bn : row.name_en;

/** The 64 districts grouped under their divisions, each list in the reader's alphabetical order. */
function districtGroups(lang: Lang) {
  const byName = (a: { name_en: string; name_bn: string }, b: { name_en: string; name_bn: string }) =>
    nameIn(a, lang).localeCompare(nameIn(b, lang), lang);
  return [...divisions].sort(byName).map((division) => ({
    division,
    districts: districts.filter((d) => d.division === division.id).sort(byName),
  }));
}

export function DistrictSelect({
  value,
  onChange,
  disabled,
}: {
  value: DistrictId;
  onChange: (id: DistrictId) => void;
  disabled: boolean;
}) {
  const t = useTranslations('ramadanCalendar');
  const lang = useLang();
  const id = useId();
  const groups = useMemo(() => districtGroups(lang), [lang]);
  return (
    <div className="flex flex-wrap items-center gap-2 print:hidden">
      <label htmlFor={id} className="font-semibold">
        {t('districtLabel')}
      </label>
      <select
        id={id}
        value={value}
        disabled={disabled}
        onChange={(event) => {
          if (isDistrictId(event.target.value)) onChange(event.target.value);
        }}
        className="min-h-11 min-w-48 rounded-lg border border-gray-400 bg-white px-3 py-2 disabled:opacity-70"
      >
        {groups.map(({ division, districts: rows }) => (
          <optgroup key={division.id} label={nameIn(division, lang)}>
            {rows.map((district) => (
              <option key={district.id} value={district.id}>
                {nameIn(district, lang)}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
    </div>
  );
}
