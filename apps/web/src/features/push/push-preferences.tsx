'use client';

import { type DistrictId, districts, type PushKind, type PushSettings } from '@pothik/domain';
import { useTranslations } from 'next-intl';
import { type FormEvent, useId, useState } from 'react';
import { useLang } from '@/i18n/use-lang';
import { notify } from '@/lib/toast';
import { type PushCaller, savePushPreferences } from './push-api';

/**
 * Which kinds of push this person wants (on or off per kind; the booking itself is always on) and, for
 * a driver, the districts whose new trips they hear of. One form, saved together.
 */
export function PushPreferences({
  call,
  settings,
  withDistricts,
}: {
  call: PushCaller;
  settings: PushSettings;
  withDistricts: boolean;
}) {
  const t = useTranslations('push');
  const lang = useLang();
  const headingId = useId();
  const [kinds, setKinds] = useState(() => new Map(settings.kinds.map((k) => [k.kind, k.enabled])));
  const [chosen, setChosen] = useState<Set<DistrictId>>(() => new Set(settings.districts));
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      const result = await savePushPreferences(
        call,
        {
          kinds: settings.kinds
            .filter((k) => !k.essential)
            .map((k) => ({ kind: k.kind, enabled: kinds.get(k.kind) ?? true })),
          ...(withDistricts ? { districts: [...chosen] } : {}),
        },
        lang,
      );
      notify(result, lang);
    } finally {
      setBusy(false);
    }
  }

  const toggleDistrict = (id: DistrictId, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <form
      aria-labelledby={headingId}
      onSubmit={submit}
      className="rounded-xl border border-gray-300 bg-white p-4"
    >
      <h2 id={headingId} className="font-bold text-lg">
        {t('preferencesTitle')}
      </h2>
      <fieldset className="mt-2">
        <legend className="text-gray-700 text-sm">{t('kindsLegend')}</legend>
        <ul className="mt-2 space-y-2">
          {settings.kinds.map(({ kind, essential }) => (
            <li key={kind}>
              <label className="flex min-h-11 items-start gap-3">
                <input
                  type="checkbox"
                  className="mt-1 size-5"
                  checked={essential || (kinds.get(kind) ?? true)}
                  disabled={essential}
                  onChange={(e) => setKinds((m) => new Map(m).set(kind, e.target.checked))}
                />
                <span>
                  {t(`kinds.${kind as PushKind}`)}
                  {essential && <span className="block text-gray-700 text-sm">{t('alwaysOn')}</span>}
                </span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      {withDistricts && (
        <details className="mt-4">
          <summary className="min-h-11 cursor-pointer py-2 font-semibold">
            {chosen.size === 0 ? t('districtsAll') : t('districtsSome', { count: chosen.size })}
          </summary>
          <fieldset>
            <legend className="text-gray-700 text-sm">{t('districtsLegend')}</legend>
            <ul className="mt-2 grid grid-cols-1 gap-1 min-[360px]:grid-cols-2">
              {[...districts]
                .sort((a, b) =>
                  lang === 'bn'
                    ? a.name_bn.localeCompare(b.name_bn, 'bn')
                    : a.name_en.localeCompare(b.name_en),
                )
                .map((d) => (
                  <li key={d.id}>
                    <label className="flex min-h-11 items-center gap-3">
                      <input
                        type="checkbox"
                        className="size-5"
                        checked={chosen.has(d.id)}
                        onChange={(e) => toggleDistrict(d.id, e.target.checked)}
                      />
                      {lang === 'bn' ? d.name_bn : d.name_en}
                    </label>
                  </li>
                ))}
            </ul>
          </fieldset>
        </details>
      )}
      <button type="submit" className="btn-primary mt-4" disabled={busy}>
        {t('save')}
      </button>
    </form>
  );
}
