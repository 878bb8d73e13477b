'use client';

import { type Lang, type PromoView, translateValidationMessage } from '@pothik/domain';
import { useTranslations } from 'next-intl';
import { type RefObject, useId } from 'react';
import { useLang } from '@/i18n/use-lang';
import { normalisePromoCode, promoCodeProblem } from './promo-code';

export type PromoChoice = {
  text: string;
  /** The listed promo the text names, if any. */
  promo: PromoView | null;
  /** The passenger's promos; null while loading or when they could not be loaded. */
  promos: readonly PromoView[] | null;
  isLoading: boolean;
};

const promoTitle = (promo: PromoView, lang: Lang) => (lang === 'bn' ? promo.title_bn : promo.title_en);

/**
 * A promo code typed or picked from the passenger's promos (GET /user/promos). A listed code changes
 * the breakdown at once; any other well-formed code may still be sent, and the API judges it.
 */
export function PromoField({
  choice,
  onChange,
  inputRef,
}: {
  choice: PromoChoice;
  onChange: (text: string) => void;
  inputRef?: RefObject<HTMLInputElement | null>;
}) {
  const t = useTranslations('bids.promo');
  const lang = useLang();
  const id = useId();
  const problem = choice.text.trim() ? promoCodeProblem(choice.text) : null;
  const isInvalid = problem !== null;
  const status = !choice.text.trim()
    ? ''
    : problem
      ? translateValidationMessage(problem, lang)
      : choice.promo
        ? t('applied', { title: promoTitle(choice.promo, lang) })
        : choice.isLoading
          ? ''
          : // Without the list nothing can be said about the code; the API decides at accept either way.
            choice.promos
            ? t('unknown')
            : t('notChecked');
  return (
    <div className="space-y-2">
      <label htmlFor={`${id}-input`} className="block font-semibold">
        {t('label')}
      </label>
      <input
        ref={inputRef}
        id={`${id}-input`}
        type="text"
        value={choice.text}
        onChange={(event) => onChange(event.target.value)}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={32}
        aria-describedby={`${id}-status`}
        aria-invalid={isInvalid || undefined}
        className="block w-full rounded-lg border border-gray-400 px-3 py-2 uppercase focus:border-primary"
      />
      <p
        id={`${id}-status`}
        role="status"
        className={
          isInvalid ? 'font-medium text-red-800' : choice.promo ? 'text-emerald-800' : 'text-gray-700'
        }
      >
        {status}
      </p>
      {choice.promos && choice.promos.length > 0 && (
        <fieldset>
          <legend className="mb-1 text-gray-700 text-sm">{t('available')}</legend>
          <div className="flex flex-wrap gap-2">
            {choice.promos.map((promo) => {
              const isApplied = choice.promo?.id === promo.id;
              return (
                <button
                  key={promo.id}
                  type="button"
                  aria-pressed={isApplied}
                  onClick={() => onChange(isApplied ? '' : normalisePromoCode(promo.code))}
                  className={`rounded-full border px-3 py-1.5 text-start text-sm ${
                    isApplied
                      ? 'border-primary bg-primary text-white'
                      : 'border-gray-300 bg-white hover:border-primary'
                  }`}
                >
                  <span className="font-semibold">{promo.code}</span>
                  <span className="sr-only">: </span>
                  <span className="block">{promoTitle(promo, lang)}</span>
                </button>
              );
            })}
          </div>
        </fieldset>
      )}
    </div>
  );
}
