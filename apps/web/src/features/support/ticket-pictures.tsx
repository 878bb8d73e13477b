'use client';

import { MAX_TICKET_PICTURES } from '@pothik/domain';
import { useTranslations } from 'next-intl';
import { type ChangeEvent, useId, useState } from 'react';
import { useLang } from '@/i18n/use-lang';
import { localizeDigits } from '@/lib/format';
import { refusalText } from '@/lib/refusal-text';
import { addTicketPicture, type Ticket, type TicketCaller } from './tickets-api';

// What the API takes (apps/api/src/lib/picture.ts): checked here too, so a phone on a slow network does
// not send 10 MB to hear it is too large.
const MAX_BYTES = 2 * 1024 * 1024;

/** A ticket's pictures, and while it is open and has room, a control to add one from the camera or files. */
export function TicketPictures({
  call,
  ticket,
  onChange,
}: {
  call: TicketCaller;
  ticket: Ticket;
  onChange: (ticket: Ticket) => void;
}) {
  const t = useTranslations('support.thread');
  const lang = useLang();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const canAdd = ticket.status !== 'resolved' && ticket.pictures.length < MAX_TICKET_PICTURES;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    if (file.size > MAX_BYTES) {
      setStatus({ ok: false, text: t('pictureTooLarge') });
      input.value = '';
      return;
    }
    setBusy(true);
    setStatus({ ok: true, text: t('uploading') });
    const result = await addTicketPicture(call, ticket.id, file, lang);
    setBusy(false);
    input.value = '';
    if (result.ok && result.data) {
      setStatus({ ok: true, text: t('pictureAdded') });
      onChange(result.data);
    } else setStatus({ ok: false, text: refusalText(result, lang) });
  };

  if (ticket.pictures.length === 0 && !canAdd) return null;
  return (
    <section aria-labelledby={`${id}-h`} className="space-y-2">
      <h3 id={`${id}-h`} className="font-semibold">
        {t('pictures')}
      </h3>
      {ticket.pictures.length > 0 && (
        <ul className="flex flex-wrap gap-2">
          {ticket.pictures.map((src, i) => (
            <li key={src}>
              <a href={src} target="_blank" rel="noreferrer">
                {/* biome-ignore lint/performance/noImgElement: an uploaded picture at its stored size, not a page's image */}
                <img
                  src={src}
                  alt={t('pictureAlt', { n: localizeDigits(i + 1, lang) })}
                  width={96}
                  height={96}
                  loading="lazy"
                  className="h-24 w-24 rounded border object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
      {canAdd && (
        <div>
          <label htmlFor={`${id}-file`} className="block font-semibold">
            {t('addPicture', { max: localizeDigits(MAX_TICKET_PICTURES, lang) })}
          </label>
          <input
            id={`${id}-file`}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            className="block w-full"
            disabled={busy}
            onChange={choose}
          />
        </div>
      )}
      <p aria-live="polite" className={status?.ok === false ? 'text-red-800' : ''}>
        {status?.text}
      </p>
    </section>
  );
}
