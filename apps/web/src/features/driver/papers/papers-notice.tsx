'use client';

import { documentKindNames } from '@pothik/domain';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useLang } from '@/i18n/use-lang';
import { useApiData } from '@/lib/api-query';
import { fetchMyPapers } from '../driver-api';

/**
 * Above the open trips: when the driver cannot bid, which paper is in the way (or why bidding is
 * paused), with the way to My papers (or to the subscription, when it is unpaid). Nothing while it loads, when it fails, or when all is well.
 */
export function PapersNotice() {
  const t = useTranslations('driver.papers');
  const lang = useLang();
  const { state } = useApiData('driver-papers', () => fetchMyPapers(lang));
  if (state.status !== 'ready') return null;
  const { state: standing, blocking, paused_reason } = state.data;
  if (standing === 'active' && !blocking) return null;
  const text = blocking
    ? t(`blocked.${blocking.why}`, { paper: documentKindNames[blocking.kind][lang] })
    : standing === 'paused' && paused_reason && paused_reason !== 'expired_paper'
      ? t(`paused.${paused_reason}`)
      : t('notActive');
  return (
    <div role="status" className="space-y-2 rounded bg-amber-50 p-3 text-amber-900">
      <p className="font-semibold">{text}</p>
      {!blocking && paused_reason === 'unpaid_subscription' ? (
        <Link href="/driver/subscription" className="font-semibold underline">
          {t('openSubscription')}
        </Link>
      ) : (
        <Link href="/driver/papers" className="font-semibold underline">
          {t('open')}
        </Link>
      )}
    </div>
  );
}
