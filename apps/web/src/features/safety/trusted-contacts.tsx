'use client';

import {
  MAX_TRUSTED_CONTACTS,
  messageCatalogue,
  type TrustedContact,
  toFieldErrors,
  translateValidationMessage,
  trustedContactsSchema,
} from '@pothik/domain';
import { useTranslations } from 'next-intl';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { errorProps, FieldError, inputClass } from '@/components/field-error';
import { useLang } from '@/i18n/use-lang';
import { localizeDigits } from '@/lib/format';
import { refusalText } from '@/lib/refusal-text';
import { fetchTrustedContacts, saveTrustedContacts } from './contacts-api';

type Row = TrustedContact & { key: number };
let nextKey = 0;
const rowOf = (c: TrustedContact): Row => ({ ...c, key: ++nextKey });

/**
 * /profile's trusted contacts (DESIGN.md §15): up to five people, each a name and a Bangladeshi mobile,
 * who get an SMS when the passenger raises an SOS, and those the passenger ticks a live link to every
 * booked trip. Checked with the API's own schema before sending; the
 * API's 422 field messages land under the same fields.
 */
export function TrustedContactsSection() {
  const t = useTranslations('safety.contacts');
  const lang = useLang();
  const id = useId();
  const [rows, setRows] = useState<Row[] | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [status, setStatus] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const focusAfterAdd = useRef(false);
  const lastName = useRef<HTMLInputElement>(null);

  const load = async () => {
    setLoadFailed(false);
    const result = await fetchTrustedContacts(lang);
    if (result.ok && result.data) setRows(result.data.map(rowOf));
    else setLoadFailed(true);
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: loaded once per language
  useEffect(() => {
    void load();
  }, [lang]);
  useEffect(() => {
    if (focusAfterAdd.current) {
      focusAfterAdd.current = false;
      lastName.current?.focus();
    }
  });

  if (loadFailed) {
    return (
      <section aria-labelledby={`${id}-h`} className="space-y-2 rounded-xl border border-gray-200 p-4">
        <h2 id={`${id}-h`} className="font-bold text-xl">
          {t('heading')}
        </h2>
        <p role="alert">{t('loadError')}</p>
        <button type="button" className="btn-outline" onClick={() => void load()}>
          {t('retry')}
        </button>
      </section>
    );
  }
  if (!rows) return null;

  const change = (key: number, field: 'name' | 'mobile' | 'auto_share', value: string | boolean) =>
    setRows(rows.map((r) => (r.key === key ? { ...r, [field]: value } : r)));
  const contacts = () =>
    rows.map(({ name, mobile, auto_share }) => ({ name: name.trim(), mobile: mobile.trim(), auto_share }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setStatus(null);
    const parsed = trustedContactsSchema.safeParse(contacts());
    if (!parsed.success) {
      setErrors(toFieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setSaving(true);
    const result = await saveTrustedContacts(parsed.data, lang);
    setSaving(false);
    if (result.ok && result.data) {
      setRows(result.data.map(rowOf));
      setStatus(messageCatalogue.trustedContactsSaved[lang]);
    } else if (result.status === 422 && result.errors) {
      // The API names fields under `contacts`; the form's are the list's own.
      setErrors(
        Object.fromEntries(
          Object.entries(result.errors).map(([field, messages]) => [
            field === 'contacts' ? '_' : field.replace(/^contacts\./, ''),
            messages,
          ]),
        ),
      );
    } else {
      setErrors({ _: [refusalText(result, lang)] });
    }
  };

  const listError = errors._?.[0];
  return (
    <section aria-labelledby={`${id}-h`} className="space-y-3 rounded-xl border border-gray-200 p-4">
      <h2 id={`${id}-h`} className="font-bold text-xl">
        {t('heading')}
      </h2>
      <p className="text-gray-700">{t('intro')}</p>
      <form onSubmit={submit} noValidate className="space-y-4">
        {rows.length === 0 && <p>{t('empty')}</p>}
        {rows.map((row, i) => {
          const n = localizeDigits(i + 1, lang);
          const nameError = errors[`${i}.name`]?.[0];
          const mobileError = errors[`${i}.mobile`]?.[0];
          const nameId = `${id}-${row.key}-name`;
          const mobileId = `${id}-${row.key}-mobile`;
          const autoId = `${id}-${row.key}-auto`;
          return (
            <fieldset key={row.key} className="space-y-2 rounded-lg border border-gray-300 p-3">
              <legend className="px-1 font-semibold">{t('contactN', { n })}</legend>
              <div className="grid gap-2 sm:grid-cols-2">
                <div>
                  <label htmlFor={nameId} className="mb-1 block text-sm">
                    {t('name')}
                  </label>
                  <input
                    id={nameId}
                    ref={i === rows.length - 1 ? lastName : undefined}
                    className={inputClass(!!nameError)}
                    autoComplete="off"
                    maxLength={60}
                    value={row.name}
                    onChange={(e) => change(row.key, 'name', e.target.value)}
                    {...errorProps(`${nameId}-error`, nameError)}
                  />
                  <FieldError id={`${nameId}-error`} message={nameError} />
                </div>
                <div>
                  <label htmlFor={mobileId} className="mb-1 block text-sm">
                    {t('mobile')}
                  </label>
                  <input
                    id={mobileId}
                    className={inputClass(!!mobileError)}
                    type="tel"
                    inputMode="numeric"
                    autoComplete="off"
                    maxLength={11}
                    placeholder="01XXXXXXXXX"
                    value={row.mobile}
                    onChange={(e) => change(row.key, 'mobile', e.target.value)}
                    {...errorProps(`${mobileId}-error`, mobileError)}
                  />
                  <FieldError id={`${mobileId}-error`} message={mobileError} />
                </div>
              </div>
              <div className="flex items-start gap-2">
                <input
                  id={autoId}
                  type="checkbox"
                  className="mt-1 h-5 w-5"
                  checked={row.auto_share}
                  onChange={(e) => change(row.key, 'auto_share', e.target.checked)}
                />
                <label htmlFor={autoId} className="text-sm">
                  {t('autoShare')}
                </label>
              </div>
              <button
                type="button"
                className="text-red-800 text-sm underline"
                onClick={() => setRows(rows.filter((r) => r.key !== row.key))}
              >
                {t('remove', { n })}
              </button>
            </fieldset>
          );
        })}
        {listError && (
          <p role="alert" className="font-medium text-red-800">
            {translateValidationMessage(listError, lang)}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          {rows.length < MAX_TRUSTED_CONTACTS ? (
            <button
              type="button"
              className="btn-outline"
              onClick={() => {
                focusAfterAdd.current = true;
                setRows([...rows, rowOf({ name: '', mobile: '', auto_share: false })]);
              }}
            >
              {t('add')}
            </button>
          ) : (
            <p className="text-gray-700">{t('full')}</p>
          )}
          <button type="submit" className="btn-primary" disabled={saving}>
            {saving ? t('saving') : t('save')}
          </button>
        </div>
        <p role="status" aria-live="polite" className="font-medium text-emerald-800">
          {status}
        </p>
      </form>
    </section>
  );
}
