'use client';

import type { GeoPlace, Lang } from '@pothik/domain';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { placeAddress, placeName, toPlaceValue } from './place-value';
import type { PlaceSearchState } from './use-place-search';

export const optionId = (listboxId: string, index: number) => `${listboxId}-option-${index}`;

/**
 * The combobox popup: the listbox of places, or one line saying why there is none (searching, nothing
 * found, search failed). Options take no focus; the input keeps it and points at the active one.
 */
export function PlaceSuggestions({
  listboxId,
  label,
  search,
  activeIndex,
  lang,
  onChoose,
}: {
  listboxId: string;
  label: string;
  search: PlaceSearchState;
  activeIndex: number;
  lang: Lang;
  onChoose: (place: GeoPlace) => void;
}) {
  const t = useTranslations('places');

  useEffect(() => {
    if (activeIndex < 0) return;
    document.getElementById(optionId(listboxId, activeIndex))?.scrollIntoView?.({ block: 'nearest' });
  }, [activeIndex, listboxId]);

  const popupClass =
    'absolute inset-x-0 top-full z-30 mt-1 max-h-72 overflow-y-auto rounded-lg border border-gray-300 bg-white shadow-lg';

  if (search.status === 'done' && search.items.length > 0) {
    return (
      <div id={listboxId} role="listbox" aria-label={label} className={popupClass}>
        {search.items.map((place, index) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles the keys (ARIA 1.2 pattern)
          <div
            key={place.id}
            id={optionId(listboxId, index)}
            role="option"
            aria-selected={index === activeIndex}
            // Options are never tab stops: the input keeps focus and points at the active one.
            tabIndex={-1}
            // Read as "Gulshan 1, Gulshan, Dhaka": the address the field will hold.
            aria-label={toPlaceValue(place, lang).address}
            // Keeps focus in the input, so the click lands before the input's blur closes the list.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onChoose(place)}
            className={`cursor-pointer px-3 py-2 ${index === activeIndex ? 'bg-primary-soft ring-2 ring-primary ring-inset' : 'hover:bg-gray-50'}`}
          >
            <span className="block font-semibold">{placeName(place, lang)}</span>
            {placeAddress(place, lang) && (
              <span className="block text-gray-700 text-sm">{placeAddress(place, lang)}</span>
            )}
          </div>
        ))}
      </div>
    );
  }

  const message =
    search.status === 'loading'
      ? t('searching')
      : search.status === 'error'
        ? t('searchFailed')
        : search.status === 'done'
          ? t('noResults', { query: search.query })
          : null;
  if (!message) return null;
  return (
    <p className={`${popupClass} px-3 py-2 ${search.status === 'error' ? 'text-red-700' : 'text-gray-700'}`}>
      {message}
    </p>
  );
}
