'use client';

import { messageCatalogue, translateValidationMessage, type UserView } from '@pothik/domain';
import { useTranslations } from 'next-intl';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { UserIcon } from '@/components/icons';
import { useRuntimeConfig } from '@/config/runtime-config';
import { useLang } from '@/i18n/use-lang';
import { apiAssetUrl } from '@/lib/api-client';
import { describeResult } from '@/lib/toast';
import { uploadPicture } from './profile-api';

const MAX_BYTES = 2 * 1024 * 1024;
const ACCEPTED = ['image/jpeg', 'image/png', 'image/webp'];

/** The profile picture and its upload: JPEG, PNG or WebP up to 2 MB (the API checks the bytes again). */
export function ProfilePicture({ user, onSaved }: { user: UserView; onSaved: (user: UserView) => void }) {
  const t = useTranslations('profile');
  const lang = useLang();
  const { apiUrl } = useRuntimeConfig();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [isUploading, setIsUploading] = useState(false);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setStatus(null);
    if (!ACCEPTED.includes(file.type)) return setError(messageCatalogue.imageInvalid[lang]);
    if (file.size > MAX_BYTES) return setError(messageCatalogue.imageTooLarge[lang]);
    setError(null);
    setIsUploading(true);
    const result = await uploadPicture(file, lang);
    setIsUploading(false);
    if (result.ok && result.data) {
      onSaved(result.data);
      setStatus(messageCatalogue.pictureUpdated[lang]);
      return;
    }
    const fieldError = result.errors?.image?.[0];
    setError(
      fieldError
        ? translateValidationMessage(fieldError, lang)
        : (describeResult(result, lang)?.text ?? null),
    );
  };

  return (
    <div className="flex flex-wrap items-center gap-4">
      {user.profile_picture ? (
        // biome-ignore lint/performance/noImgElement: the API's own 480 px WebP, its address known only at runtime
        <img
          src={apiAssetUrl(user.profile_picture, apiUrl)}
          alt={t('pictureAlt')}
          width={96}
          height={96}
          className="size-24 rounded-full border border-gray-300 object-cover"
        />
      ) : (
        <span className="grid size-24 place-items-center rounded-full bg-primary-soft text-primary-darker">
          <UserIcon className="size-10" />
        </span>
      )}
      <div>
        <input
          ref={input}
          id={`${id}-file`}
          type="file"
          accept={ACCEPTED.join(',')}
          className="peer sr-only"
          onChange={choose}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          aria-invalid={error ? true : undefined}
          disabled={isUploading}
        />
        <label
          htmlFor={`${id}-file`}
          className={`btn-outline cursor-pointer peer-focus-visible:ring-2 peer-focus-visible:ring-primary ${isUploading ? 'opacity-60' : ''}`}
        >
          {isUploading ? t('uploading') : t('choosePicture')}
        </label>
        <p id={`${id}-hint`} className="mt-1 text-gray-700 text-sm">
          {t('pictureHint')}
        </p>
        {error && (
          <p id={`${id}-error`} role="alert" className="mt-1 font-medium text-red-700 text-sm">
            {error}
          </p>
        )}
        <p role="status" className="mt-1 text-primary-darker text-sm">
          {status}
        </p>
      </div>
    </div>
  );
}
