'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { type BidSort, bidSorts } from './sort-bids';

export function BidSortControl({ value, onChange }: { value: BidSort; onChange: (sort: BidSort) => void }) {
  const t = useTranslations('bids.sort');
  const id = useId();
  return (
    <div className="flex flex-wrap items-center gap-2">
      <label htmlFor={id} className="font-semibold">
        {t('label')}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(bidSorts.find((s) => s === event.target.value) ?? 'price')}
        className="min-h-11 rounded-lg border border-gray-400 bg-white px-3 py-2"
      >
        {bidSorts.map((sort) => (
          <option key={sort} value={sort}>
            {t(sort)}
          </option>
        ))}
      </select>
    </div>
  );
}
