'use client';

import { fromBengaliDigits, MOBILE_LENGTH, translateValidationMessage } from '@pothik/domain';
import { useTranslations } from 'next-intl';
import { Controller, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { errorProps, FieldError, inputClass } from '@/components/field-error';
import type { PlaceValue } from '@/features/places';
import { PlaceCombobox } from '@/features/places';
import { useLang } from '@/i18n/use-lang';

type Base = {
  name: string;
  label: string;
  /** Marked "(optional)" beside the label. */
  optional?: boolean;
  hint?: string;
  /** Shown only while this says so (e.g. car details for a driver who owns a car). */
  showWhen?: (values: FieldValues) => boolean;
};

export type LeadField = Base &
  (
    | { type: 'text' | 'email' | 'tel'; autoComplete?: string }
    | { type: 'number'; min: number; max: number }
    | { type: 'date'; min?: string }
    | { type: 'textarea' }
    | { type: 'select'; options: readonly { value: string; label: string }[]; placeholder: string }
    | { type: 'yesno' }
    | { type: 'choice'; options: readonly { value: string; label: string }[]; numeric?: boolean }
    | { type: 'place' }
  );

const trimmed = (value: unknown) => String(value ?? '').trim();

/** What a field's input becomes in the body the schema checks: numbers, booleans, or nothing for empty. */
export function fieldValue(field: LeadField, raw: unknown): unknown {
  switch (field.type) {
    case 'tel':
      return fromBengaliDigits(trimmed(raw));
    case 'number': {
      const text = fromBengaliDigits(trimmed(raw));
      return text === '' ? undefined : Number(text);
    }
    case 'yesno':
      return raw === 'yes' ? true : raw === 'no' ? false : undefined;
    case 'choice':
      return raw === undefined || raw === null || raw === '' ? undefined : field.numeric ? Number(raw) : raw;
    case 'place':
      return (raw as PlaceValue | null | undefined)?.address ?? '';
    case 'text':
    case 'email':
    case 'textarea':
      return trimmed(raw);
    default: {
      const text = trimmed(raw);
      return text === '' ? undefined : text;
    }
  }
}

/** One field of a lead form: its label, the input, and its error under it in the reader's language. */
export function LeadFieldInput({
  field,
  id,
  form,
  message,
}: {
  field: LeadField;
  id: string;
  form: UseFormReturn<FieldValues>;
  message: string | undefined;
}) {
  const t = useTranslations('leads.form');
  const lang = useLang();
  const hintId = field.hint ? `${id}-hint` : undefined;
  const a11y = errorProps(`${id}-error`, message, hintId);
  const label = (
    <>
      {field.label}
      {field.optional && <span className="font-normal text-gray-700"> ({t('optional')})</span>}
    </>
  );
  const hint = field.hint && (
    <p id={hintId} className="mb-1 text-gray-700 text-sm">
      {field.hint}
    </p>
  );
  const error = <FieldError id={`${id}-error`} message={message} />;

  if (field.type === 'place') {
    return (
      <div>
        <Controller
          control={form.control}
          name={field.name}
          render={({ field: bound }) => (
            <PlaceCombobox
              label={field.optional ? `${field.label} (${t('optional')})` : field.label}
              name={bound.name}
              value={bound.value ?? null}
              onChange={bound.onChange}
              onBlur={bound.onBlur}
              inputRef={bound.ref}
              canUseMyLocation={false}
              error={message ? translateValidationMessage(message, lang) : undefined}
            />
          )}
        />
      </div>
    );
  }

  if (field.type === 'yesno' || field.type === 'choice') {
    const options =
      field.type === 'choice'
        ? field.options
        : (['yes', 'no'] as const).map((value) => ({ value, label: t(value) }));
    return (
      <fieldset {...a11y}>
        <legend className="mb-1 font-semibold">{label}</legend>
        {hint}
        <div className="flex flex-wrap gap-x-6 gap-y-1">
          {options.map((option) => (
            <label key={option.value} className="inline-flex min-h-11 items-center gap-2">
              <input type="radio" value={option.value} className="size-5" {...form.register(field.name)} />
              {option.label}
            </label>
          ))}
        </div>
        {error}
      </fieldset>
    );
  }

  const register = form.register(field.name);
  const common = { id, className: inputClass(!!message), ...a11y, ...register };
  return (
    <div>
      <label htmlFor={id} className="mb-1 block font-semibold">
        {label}
      </label>
      {hint}
      {field.type === 'select' ? (
        <select {...common} defaultValue="">
          <option value="">{field.placeholder}</option>
          {field.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : field.type === 'textarea' ? (
        <textarea {...common} rows={4} maxLength={1000} />
      ) : field.type === 'number' ? (
        <input {...common} type="text" inputMode="numeric" maxLength={4} />
      ) : field.type === 'date' ? (
        <input {...common} type="date" min={field.min} />
      ) : (
        <input
          {...common}
          type={field.type}
          autoComplete={field.autoComplete}
          inputMode={field.type === 'tel' ? 'numeric' : undefined}
          maxLength={field.type === 'tel' ? MOBILE_LENGTH : undefined}
          placeholder={field.type === 'tel' ? '01XXXXXXXXX' : undefined}
        />
      )}
      {error}
    </div>
  );
}
