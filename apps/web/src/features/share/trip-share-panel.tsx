'use client';

import { type ShareLink, shareLinkAlive, type TripView } from '@pothik/domain';
import { useTranslations } from 'next-intl';
import { useCallback, useId, useState } from 'react';
import { LoadError } from '@/components/load-states';
import { useLang } from '@/i18n/use-lang';
import { useApiData } from '@/lib/api-query';
import { formatTripTime } from '@/lib/format-trip-time';
import { notify } from '@/lib/toast';
import { createShareLink, fetchShareLinks, revokeShareLink, shareUrl } from './share-api';
import { TextToContacts } from './text-contacts';

type Made = { id: number; url: string; token: string };

/**
 * DESIGN.md §15: the passenger makes links family can follow the trip with, sends one (clipboard, the
 * phone's share sheet, an SMS), sees whether each was opened, and revokes any. Shown while the API
 * would make one: from confirmation until a day after check-out.
 */
export function TripSharePanel({ trip }: { trip: TripView }) {
  const canShare = shareLinkAlive(
    { status: trip.status, checkedOutAt: trip.completed_at ? new Date(trip.completed_at) : null },
    new Date(),
  );
  if (!canShare) return null;
  return <SharePanel tripId={trip.id} />;
}

function SharePanel({ tripId }: { tripId: number }) {
  const t = useTranslations('tripShare');
  const lang = useLang();
  const titleId = useId();
  const load = useCallback(() => fetchShareLinks(tripId, lang), [tripId, lang]);
  const links = useApiData(`share-links:${tripId}`, load);
  const [made, setMade] = useState<Made | null>(null);
  const [pending, setPending] = useState<'create' | number | null>(null);

  const create = async () => {
    setPending('create');
    const result = await createShareLink(tripId, lang);
    setPending(null);
    notify(result, lang);
    if (result.ok && result.data) {
      const { id, token } = result.data.link;
      setMade({ id, url: shareUrl(token), token });
      await links.refresh();
    }
  };
  const revoke = async (linkId: number) => {
    setPending(linkId);
    const result = await revokeShareLink(tripId, linkId, lang);
    setPending(null);
    notify(result, lang);
    if (result.ok) {
      if (made?.id === linkId) setMade(null);
      await links.refresh();
    }
  };

  return (
    <section aria-labelledby={titleId} className="space-y-4 rounded-xl border border-gray-200 p-4 sm:p-5">
      <h2 id={titleId} className="font-bold text-xl">
        {t('title')}
      </h2>
      <p className="text-gray-700">{t('intro')}</p>
      <button type="button" className="btn-primary" disabled={pending !== null} onClick={() => void create()}>
        {pending === 'create' ? t('creating') : t('create')}
      </button>
      {made && (
        <>
          <MadeLink url={made.url} />
          <TextToContacts tripId={tripId} link={made} />
        </>
      )}
      <h3 className="font-semibold text-lg">{t('linksTitle')}</h3>
      {links.state.status === 'failed' && (
        <LoadError
          title={t('loadError')}
          result={links.state.result}
          retryLabel={t('retry')}
          onRetry={links.retry}
        />
      )}
      {links.state.status === 'ready' &&
        (links.state.data.items.length === 0 ? (
          <p className="text-gray-700">{t('none')}</p>
        ) : (
          <ul className="divide-y divide-gray-200">
            {links.state.data.items.map((link) => (
              <LinkRow
                key={link.id}
                link={link}
                isPending={pending === link.id}
                isDisabled={pending !== null}
                onRevoke={() => void revoke(link.id)}
              />
            ))}
          </ul>
        ))}
    </section>
  );
}

function MadeLink({ url }: { url: string }) {
  const t = useTranslations('tripShare');
  const fieldId = useId();
  const [notice, setNotice] = useState<{ failed: boolean; text: string } | null>(null);
  const text = `${t('shareText')} ${url}`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setNotice({ failed: false, text: t('copied') });
    } catch {
      // No clipboard (an old browser, a refused permission): the link is on screen to select.
      setNotice({ failed: true, text: t('copyFailed') });
    }
  };
  const canShareSheet = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  return (
    <div className="space-y-3 rounded-lg bg-primary-soft p-3">
      <label htmlFor={fieldId} className="block font-semibold">
        {t('linkLabel')}
      </label>
      <input
        id={fieldId}
        readOnly
        value={url}
        onFocus={(e) => e.currentTarget.select()}
        className="block min-h-11 w-full rounded-lg border border-gray-400 bg-white px-3 font-mono text-sm"
      />
      <div className="flex flex-wrap gap-2">
        <button type="button" className="btn-primary" onClick={() => void copy()}>
          {t('copy')}
        </button>
        {canShareSheet && (
          <button
            type="button"
            className="btn-outline"
            // The user closing the sheet is not an error worth a word.
            onClick={() => void navigator.share({ text, url }).catch(() => undefined)}
          >
            {t('shareVia')}
          </button>
        )}
        <a className="btn-outline" href={`sms:?&body=${encodeURIComponent(text)}`}>
          {t('sms')}
        </a>
      </div>
      <p
        role="status"
        className={`min-h-6 ${notice?.failed ? 'font-medium text-red-800' : 'text-emerald-900'}`}
      >
        {notice?.text}
      </p>
    </div>
  );
}

function LinkRow({
  link,
  isPending,
  isDisabled,
  onRevoke,
}: {
  link: ShareLink;
  isPending: boolean;
  isDisabled: boolean;
  onRevoke: () => void;
}) {
  const t = useTranslations('tripShare');
  const lang = useLang();
  const made = formatTripTime(link.created_at, lang);
  let state = t('notOpened');
  if (link.revoked_at) state = t('revoked', { time: formatTripTime(link.revoked_at, lang) });
  else if (!link.is_alive) state = t('expired');
  else if (link.first_opened_at) state = t('opened', { time: formatTripTime(link.first_opened_at, lang) });
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-3" data-share-link-id={link.id}>
      <div>
        <p className="font-medium">{t('linkMade', { time: made })}</p>
        <p className="text-gray-700 text-sm">{state}</p>
      </div>
      {link.is_alive && !link.revoked_at && (
        <button
          type="button"
          className="btn-outline"
          disabled={isDisabled}
          aria-label={t('revokeLink', { time: made })}
          onClick={onRevoke}
        >
          {isPending ? t('revoking') : t('revoke')}
        </button>
      )}
    </li>
  );
}
