'use client';

import type { GeoPlace } from '@pothik/domain';
import { useTranslations } from 'next-intl';
import { type KeyboardEvent, type Ref, useEffect, useId, useState } from 'react';
import { CloseIcon } from '@/components/icons';
import { useLang } from '@/i18n/use-lang';
import { changedBeforeHydration } from '@/lib/before-hydration';
import { localizeDigits } from '@/lib/format';
import { LocateIcon, MyLocationMessage } from './my-location-message';
import { optionId, PlaceSuggestions } from './place-suggestions';
import { type PlaceValue, toPlaceValue } from './place-value';
import { useMyLocation } from './use-my-location';
import { MIN_QUERY_LENGTH, usePlaceSearch } from './use-place-search';

export type PlaceComboboxProps = {
  label: string;
  value: PlaceValue | null;
  onChange: (value: PlaceValue | null) => void;
  onBlur?: () => void;
  name?: string;
  inputRef?: Ref<HTMLInputElement>;
  /** The field's error, already in the reader's language. */
  error?: string;
  /** Offer "Use my location" (the passenger's own end of the trip). */
  canUseMyLocation?: boolean;
};

/**
 * A place field (ARIA 1.2 combobox with a listbox popup): type in English or Bangla, pick a suggestion
 * with the mouse or with ↑/↓ and Enter; Escape closes the list, and clears the field when it is closed.
 * Only a picked suggestion (or "Use my location") sets the value; typing clears it.
 */
export function PlaceCombobox({
  label,
  value,
  onChange,
  onBlur,
  name,
  inputRef,
  error,
  canUseMyLocation = true,
}: PlaceComboboxProps) {
  const t = useTranslations('places');
  const lang = useLang();
  const id = useId();
  const ids = {
    input: `${id}-input`,
    listbox: `${id}-listbox`,
    hint: `${id}-hint`,
    error: `${id}-error`,
    location: `${id}-location`,
    count: `${id}-count`,
  };

  const [text, setText] = useState(value?.address ?? '');
  const [query, setQuery] = useState('');
  const [isOpen, setIsOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const search = usePlaceSearch(query, lang);
  const myLocation = useMyLocation(lang);
  const items = search.status === 'done' ? search.items : [];
  const showsPopup = isOpen && query.trim().length >= MIN_QUERY_LENGTH;
  const isExpanded = showsPopup && items.length > 0;

  // A value set from outside (a restored form) shows in the input.
  useEffect(() => {
    if (value) setText(value.address);
  }, [value]);

  // Typed before the page's code hydrated this field (lib/before-hydration.ts): React kept the text in
  // the input but not in this state; it is taken up and searched for, as if typed now.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the field hydrates
  useEffect(() => {
    const input = document.getElementById(ids.input);
    if (!(input instanceof HTMLInputElement) || !changedBeforeHydration.has(input)) return;
    if (input.value === text) return;
    setText(input.value);
    setQuery(input.value);
    setIsOpen(document.activeElement === input);
  }, []);

  const choose = (next: PlaceValue) => {
    setText(next.address);
    setQuery('');
    setIsOpen(false);
    setActiveIndex(-1);
    onChange(next);
  };
  const chooseSuggestion = (place: GeoPlace) => {
    myLocation.reset();
    choose(toPlaceValue(place, lang));
  };
  const clear = () => {
    setText('');
    setQuery('');
    setIsOpen(false);
    setActiveIndex(-1);
    myLocation.reset();
    if (value) onChange(null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = items.length;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setIsOpen(true);
        if (count > 0 && !event.altKey) setActiveIndex((i) => (isExpanded ? (i + 1) % count : 0));
        return;
      case 'ArrowUp':
        event.preventDefault();
        setIsOpen(true);
        if (count > 0) setActiveIndex((i) => (isExpanded && i > 0 ? i - 1 : count - 1));
        return;
      case 'Enter': {
        if (!showsPopup) return;
        // With the list open, Enter picks a place instead of submitting the form.
        event.preventDefault();
        const place = isExpanded ? items[activeIndex] : undefined;
        if (place) chooseSuggestion(place);
        return;
      }
      case 'Escape':
        if (showsPopup) {
          event.preventDefault();
          setIsOpen(false);
          setActiveIndex(-1);
        } else if (text) {
          event.preventDefault();
          clear();
        }
        return;
      case 'Tab':
        setIsOpen(false);
        return;
    }
  };

  const describedBy = [
    ids.hint,
    myLocation.state.status !== 'idle' ? ids.location : null,
    error ? ids.error : null,
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <div>
      <label htmlFor={ids.input} className="mb-1 block font-semibold">
        {label}
      </label>
      <div className="relative">
        <input
          ref={inputRef}
          id={ids.input}
          name={name}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={isExpanded}
          aria-controls={ids.listbox}
          aria-activedescendant={
            isExpanded && activeIndex >= 0 ? optionId(ids.listbox, activeIndex) : undefined
          }
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          autoComplete="off"
          spellCheck={false}
          placeholder={t('placeholder')}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setQuery(event.target.value);
            setIsOpen(true);
            setActiveIndex(-1);
            myLocation.reset();
            if (value) onChange(null);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => {
            setIsOpen(false);
            setActiveIndex(-1);
            onBlur?.();
          }}
          className={`block min-h-12 w-full rounded-lg border bg-white py-2 ps-3 pe-11 ${
            error ? 'border-red-600' : 'border-gray-400 focus:border-primary'
          }`}
        />
        {text && (
          <button
            type="button"
            onClick={clear}
            aria-label={t('clear', { field: label })}
            className="absolute inset-y-0 end-0 inline-flex w-11 items-center justify-center text-gray-600 hover:text-ink"
          >
            <CloseIcon className="size-5" />
          </button>
        )}
        {showsPopup && (
          <PlaceSuggestions
            listboxId={ids.listbox}
            label={label}
            search={search}
            activeIndex={activeIndex}
            lang={lang}
            onChoose={chooseSuggestion}
          />
        )}
      </div>
      <p id={ids.hint} className="mt-1 text-gray-700 text-sm">
        {t('hint')}
      </p>
      {/* Screen readers hear how many places came back; sighted users see the list. */}
      <p id={ids.count} role="status" className="sr-only">
        {showsPopup && search.status === 'done' && items.length > 0
          ? t('resultsCount', { count: localizeDigits(items.length, lang) })
          : ''}
      </p>
      {canUseMyLocation && (
        <button
          type="button"
          onClick={async () => {
            const place = await myLocation.locate();
            if (place) choose(place);
          }}
          disabled={myLocation.state.status === 'locating'}
          aria-label={t('useMyLocationFor', { field: label })}
          className="mt-1 inline-flex min-h-11 items-center gap-2 font-semibold text-primary-dark underline-offset-2 hover:underline disabled:opacity-60"
        >
          <LocateIcon />
          {t('useMyLocation')}
        </button>
      )}
      <MyLocationMessage id={ids.location} state={myLocation.state} />
      {error && (
        <p id={ids.error} className="mt-1 font-medium text-red-700 text-sm">
          {error}
        </p>
      )}
    </div>
  );
}
