'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useLang } from '@/i18n/use-lang';
import { localizeDigits } from '@/lib/format';
import { notify } from '@/lib/toast';
import { textShareLink } from './share-api';

type Outcome = { kind: 'sent'; contacts: number } | { kind: 'noContacts' } | null;

/**
 * "Send to my trusted contacts": the link just made, by SMS to the contacts saved on /profile (the API
 * texts each once per link). Without contacts, where to add them.
 */
export function TextToContacts({ tripId, link }: { tripId: number; link: { id: number; token: string } }) {
  const t = useTranslations('tripShare');
  const lang = useLang();
  const [isSending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const send = async () => {
    setSending(true);
    const result = await textShareLink(tripId, link, lang);
    setSending(false);
    if (result.code === 'noTrustedContacts') return setOutcome({ kind: 'noContacts' });
    if (result.ok && result.data) return setOutcome({ kind: 'sent', contacts: result.data.contacts });
    setOutcome(null);
    notify(result, lang);
  };
  return (
    <div className="space-y-2">
      <button type="button" className="btn-outline" disabled={isSending} onClick={() => void send()}>
        {isSending ? t('textingContacts') : t('textContacts')}
      </button>
      {/* Announced as it changes; not a second "status" beside the copy notice above it. */}
      <p aria-live="polite" className="min-h-6" data-texted-contacts="">
        {outcome?.kind === 'sent' && (
          <span className="text-emerald-900">
            {t('textedContacts', { count: localizeDigits(outcome.contacts, lang) })}
          </span>
        )}
        {outcome?.kind === 'noContacts' && (
          <span className="font-medium text-amber-900">
            {t('noContacts')}{' '}
            <Link href="/profile" className="font-semibold underline">
              {t('addContacts')}
            </Link>
          </span>
        )}
      </p>
    </div>
  );
}
