'use client';

import { type DriverDocumentKind, documentHasExpiry, documentKindNames, type Lang } from '@pothik/domain';
import { useTranslations } from 'next-intl';
import { type FormEvent, useId, useRef, useState } from 'react';
import { translateServerMessage } from '@/lib/server-messages';
import { uploadMyPaper } from '../driver-api';

/** One paper's upload: the camera (or a file), its number and, for a paper that lapses, its expiry. */
export function PaperUploadForm({
  kind,
  lang,
  again,
  onUploaded,
}: {
  kind: DriverDocumentKind;
  lang: Lang;
  again: boolean;
  onUploaded: () => void;
}) {
  const t = useTranslations('driver.papers');
  const id = useId();
  const [status, setStatus] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const lapses = documentHasExpiry(kind);
  const pictureRef = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const file = pictureRef.current?.files?.[0];
    if (!file || file.size === 0) {
      setStatus({ kind: 'error', text: t('pictureRequired') });
      return;
    }
    setBusy(true);
    setStatus(null);
    const result = await uploadMyPaper(
      {
        kind,
        number: String(form.get('number') ?? ''),
        expiresOn: lapses ? String(form.get('expires_on') ?? '') || null : null,
        file,
      },
      lang,
    );
    setBusy(false);
    if (result.ok) {
      setStatus({ kind: 'success', text: t('uploaded') });
      onUploaded();
      return;
    }
    const text = result.message
      ? translateServerMessage(result.message, lang, result.code)
      : t('uploadFailed');
    setStatus({ kind: 'error', text });
  };

  return (
    <form
      onSubmit={submit}
      className="space-y-3"
      aria-label={`${again ? t('uploadAgain') : t('upload')}: ${documentKindNames[kind][lang]}`}
    >
      <div>
        <label htmlFor={`${id}-image`} className="block font-semibold">
          {t('picture')}
        </label>
        <input
          id={`${id}-image`}
          ref={pictureRef}
          name="image"
          type="file"
          accept="image/jpeg,image/png,image/webp"
          capture="environment"
          className="block w-full"
        />
      </div>
      <div>
        <label htmlFor={`${id}-number`} className="block font-semibold">
          {t('number')}
        </label>
        <input
          id={`${id}-number`}
          name="number"
          required
          maxLength={40}
          className="input w-full"
          autoComplete="off"
        />
      </div>
      {lapses && (
        <div>
          <label htmlFor={`${id}-expiry`} className="block font-semibold">
            {t('expiry')}
          </label>
          <input id={`${id}-expiry`} name="expires_on" type="date" required className="input w-full" />
        </div>
      )}
      <button type="submit" className="btn-primary w-full" disabled={busy}>
        {busy ? t('uploading') : again ? t('uploadAgain') : t('upload')}
      </button>
      <p
        role={status?.kind === 'error' ? 'alert' : 'status'}
        className={status?.kind === 'error' ? 'text-red-700' : 'text-green-800'}
      >
        {status?.text}
      </p>
    </form>
  );
}
