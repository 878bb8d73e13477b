'use client';

import { realtimeLimits } from '@pothik/domain';
import { useTranslations } from 'next-intl';
import type { LiveConnection } from '@/features/realtime';
import { useLang } from '@/i18n/use-lang';
import { localizeDigits } from '@/lib/format';

const dots: Record<LiveConnection, string> = {
  live: 'bg-emerald-600',
  connecting: 'bg-gray-400',
  polling: 'bg-amber-500',
};

/** Whether new bids arrive on their own (live) or by checking every few seconds while reconnecting. */
export function ConnectionStatus({ connection }: { connection: LiveConnection }) {
  const t = useTranslations('bids.connection');
  const lang = useLang();
  return (
    <p className="inline-flex items-center gap-2 text-gray-800 text-sm" data-connection={connection}>
      <span aria-hidden="true" className={`size-2.5 rounded-full ${dots[connection]}`} />
      {connection === 'polling'
        ? t('polling', { seconds: localizeDigits(realtimeLimits.pollIntervalMs / 1000, lang) })
        : t(connection)}
    </p>
  );
}
