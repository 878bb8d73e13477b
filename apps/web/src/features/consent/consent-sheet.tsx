'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { type KeyboardEvent, type Ref, useEffect, useId, useRef, useState } from 'react';
import { type MarketingTags, useBrandName } from '@/config/runtime-config';
import { useLang } from '@/i18n/use-lang';
import { showToast } from '@/lib/toast';
import type { ConsentCategory } from './consent-categories';
import { type ConsentChoice, grantedOf, uniformChoice } from './consent-cookie';
import { writeConsentCookie } from './write-consent-cookie';

/** Whose service a category's tag is, as the chooser names it. */
function providerOf(category: ConsentCategory, tags: MarketingTags | undefined): string {
  if (category === 'analytics') return tags?.gtm ? 'Google Tag Manager' : 'Google Analytics';
  if (category === 'marketing') return 'Meta Pixel';
  return 'Crisp';
}

/**
 * The consent banner and its chooser: a fixed bottom sheet over the page (it moves nothing), above the
 * sticky header but below dialogs (a login dialog stays whole), loaded only when it is shown. Accept all and Reject all are one tap each and look alike; Choose lists the
 * categories, none ticked. Opened from the footer it shows the choice as stored, takes focus, and Escape
 * or Close leave it unchanged.
 */
export function ConsentSheet({
  categories,
  tags,
  choice,
  isSettings,
  returnFocusTo,
  onDecide,
  onDismiss,
}: {
  categories: readonly ConsentCategory[];
  tags: MarketingTags | undefined;
  choice: ConsentChoice | null;
  /** Opened from "Cookie settings" rather than asking a first-time visitor. */
  isSettings: boolean;
  returnFocusTo: HTMLElement | null;
  /** Called with the new choice once it is stored in the consent cookie. */
  onDecide: (choice: ConsentChoice) => void;
  /** Present when the sheet may close without a new choice. */
  onDismiss?: () => void;
}) {
  const t = useTranslations('consent');
  const brand = useBrandName(useLang());
  const titleId = useId();
  const rootRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstBoxRef = useRef<HTMLInputElement>(null);
  const [isChoosing, setIsChoosing] = useState(isSettings);
  const [allowed, setAllowed] = useState<ConsentCategory[]>(() =>
    isSettings ? grantedOf(choice, categories) : [],
  );

  // From the footer the visitor asked for it: focus goes to it. A first visit's banner waits to be reached.
  useEffect(() => {
    if (isSettings) headingRef.current?.focus();
  }, [isSettings]);

  /** Runs `leave` and, when focus was in the sheet, puts it back where the reader was. */
  const finish = (leave: () => void) => {
    const hadFocus = rootRef.current?.contains(document.activeElement) ?? false;
    leave();
    if (!hadFocus) return;
    const target = returnFocusTo?.isConnected ? returnFocusTo : document.getElementById('main-content');
    target?.focus({ preventScroll: true });
  };

  const decide = (next: ConsentChoice) =>
    finish(() => {
      writeConsentCookie(next);
      onDecide(next);
      showToast('success', t('saved'));
    });

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && onDismiss) finish(onDismiss);
  };

  const choose = () => {
    setIsChoosing(true);
    // The button that was pressed is gone; the first box is where the reader carries on.
    requestAnimationFrame(() => firstBoxRef.current?.focus());
  };

  return (
    <section
      ref={rootRef}
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      className="fixed inset-x-0 bottom-0 z-[45] border-gray-200 border-t bg-white text-ink shadow-[0_-4px_16px_rgba(0,0,0,0.12)]"
    >
      <div className="container-page max-h-[85dvh] overflow-y-auto py-4">
        <div className="flex items-start justify-between gap-3">
          <h2 ref={headingRef} id={titleId} tabIndex={-1} className="font-bold text-lg focus:outline-none">
            {t('title', { brand })}
          </h2>
          {onDismiss && (
            <button type="button" className="btn-outline min-h-11 px-3" onClick={() => finish(onDismiss)}>
              {t('close')}
            </button>
          )}
        </div>
        <p className="mt-1 max-w-3xl text-gray-800 text-sm">
          {t('body')}{' '}
          <Link href="/privacy-policy" className="font-medium text-primary-dark underline">
            {t('privacy')}
          </Link>
        </p>

        {isChoosing && (
          <fieldset className="mt-3 max-w-3xl space-y-2">
            <legend className="sr-only">{t('categoriesLegend')}</legend>
            <Category
              id={`${titleId}-necessary`}
              name={t('categories.necessary.name')}
              description={t('categories.necessary.description')}
              note={t('alwaysOn')}
              isChecked
              isDisabled
            />
            {categories.map((category, index) => (
              <Category
                key={category}
                id={`${titleId}-${category}`}
                inputRef={index === 0 ? firstBoxRef : undefined}
                name={t(`categories.${category}.name`)}
                description={t(`categories.${category}.description`)}
                note={t('provider', { provider: providerOf(category, tags) })}
                isChecked={allowed.includes(category)}
                onChange={(isOn) =>
                  setAllowed((now) => (isOn ? [...now, category] : now.filter((c) => c !== category)))
                }
              />
            ))}
          </fieldset>
        )}

        <div className="mt-3 flex flex-wrap gap-2">
          <button
            type="button"
            className="btn-primary grow sm:grow-0"
            onClick={() => decide(uniformChoice(categories, true))}
          >
            {t('acceptAll')}
          </button>
          <button
            type="button"
            className="btn-primary grow sm:grow-0"
            onClick={() => decide(uniformChoice(categories, false))}
          >
            {t('rejectAll')}
          </button>
          {isChoosing ? (
            <button
              type="button"
              className="btn-outline grow sm:grow-0"
              onClick={() =>
                decide(
                  Object.fromEntries(categories.map((category) => [category, allowed.includes(category)])),
                )
              }
            >
              {t('save')}
            </button>
          ) : (
            <button type="button" className="btn-outline grow sm:grow-0" onClick={choose}>
              {t('choose')}
            </button>
          )}
        </div>
      </div>
    </section>
  );
}

function Category({
  id,
  name,
  description,
  note,
  isChecked,
  isDisabled,
  inputRef,
  onChange,
}: {
  id: string;
  name: string;
  description: string;
  note: string;
  isChecked: boolean;
  isDisabled?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  onChange?: (isOn: boolean) => void;
}) {
  return (
    <div className="flex items-start gap-3 rounded-lg border border-gray-200 p-3">
      <input
        ref={inputRef}
        id={id}
        type="checkbox"
        className="mt-1 size-5 shrink-0 accent-primary"
        checked={isChecked}
        disabled={isDisabled}
        aria-describedby={`${id}-description`}
        onChange={(event) => onChange?.(event.target.checked)}
      />
      <div>
        <label htmlFor={id} className="font-semibold">
          {name}
        </label>
        <p id={`${id}-description`} className="text-gray-800 text-sm">
          {description} <span className="text-gray-700">{note}</span>
        </p>
      </div>
    </div>
  );
}
