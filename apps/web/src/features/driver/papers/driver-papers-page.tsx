'use client';

import { dhakaIsoDay, documentKindNames } from '@pothik/domain';
import { useTranslations } from 'next-intl';
import { LoadError, LoadingSkeleton } from '@/components/load-states';
import { useRuntimeConfig } from '@/config/runtime-config';
import { useLang } from '@/i18n/use-lang';
import { apiAssetUrl } from '@/lib/api-client';
import { useApiData } from '@/lib/api-query';
import { localizeDigits } from '@/lib/format';
import { fetchMyPapers, type MyPapers } from '../driver-api';
import { PaperUploadForm } from './paper-upload-form';

type Paper = MyPapers['documents'][number];

/** The last day a paper holds, as the driver picked it (the API keeps the end of that Dhaka day). */
const lastDay = (expiresAt: string) => dhakaIsoDay(new Date(new Date(expiresAt).getTime() - 1));

/**
 * My papers (DESIGN.md §17): whether the driver can bid and, if not, which paper is in the way; each
 * mandatory paper with its review (and the rejection's reason), its expiry, and an upload from the phone.
 */
export function DriverPapersPage() {
  const t = useTranslations('driver.papers');
  const lang = useLang();
  const { apiUrl } = useRuntimeConfig();
  const { state, retry } = useApiData('driver-papers', () => fetchMyPapers(lang));

  return (
    <section aria-labelledby="driver-papers-title" className="space-y-4">
      <h1 id="driver-papers-title" className="font-bold text-2xl">
        {t('title')}
      </h1>
      <p>{t('intro')}</p>
      {state.status === 'loading' && <LoadingSkeleton label={t('loading')} count={2} />}
      {state.status === 'failed' && (
        <LoadError title={t('failed')} result={state.result} retryLabel={t('retry')} onRetry={retry} />
      )}
      {state.status === 'ready' && (
        <>
          <Standing papers={state.data} />
          <ul className="space-y-4">
            {state.data.mandatory.map((kind) => {
              const latest = state.data.documents.find((d) => d.kind === kind);
              return (
                <li key={kind} className="space-y-3 rounded border border-gray-300 p-3">
                  <h2 className="font-semibold text-lg">{documentKindNames[kind][lang]}</h2>
                  {latest ? <PaperState paper={latest} apiUrl={apiUrl} /> : <p>{t('review.none')}</p>}
                  <details open={!latest || latest.review === 'rejected'}>
                    <summary className="cursor-pointer font-semibold text-primary-darker">
                      {latest ? t('uploadAgain') : t('upload')}
                    </summary>
                    <div className="pt-3">
                      <PaperUploadForm kind={kind} lang={lang} again={!!latest} onUploaded={retry} />
                    </div>
                  </details>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}

/** Whether the driver can bid, said in a live region so a change is heard. */
function Standing({ papers }: { papers: MyPapers }) {
  const t = useTranslations('driver.papers');
  const lang = useLang();
  const { state, paused_reason, blocking } = papers;
  let text: string;
  if (state === 'active' && !blocking) text = t('canBid');
  else if (blocking) text = t(`blocked.${blocking.why}`, { paper: documentKindNames[blocking.kind][lang] });
  else if (state === 'paused' && paused_reason && paused_reason !== 'expired_paper')
    text = t(`paused.${paused_reason}`);
  else text = t('notActive');
  const good = state === 'active' && !blocking;
  return (
    <p
      role="status"
      className={`rounded p-3 font-semibold ${good ? 'bg-green-50 text-green-900' : 'bg-amber-50 text-amber-900'}`}
    >
      {text}
    </p>
  );
}

function PaperState({ paper, apiUrl }: { paper: Paper; apiUrl: string }) {
  const t = useTranslations('driver.papers');
  const lang = useLang();
  return (
    <div className="space-y-1">
      <p>
        <span className="font-semibold">{t(`review.${paper.review}`)}</span>
        {paper.reject_text && <span>: {paper.reject_text[lang]}</span>}
      </p>
      <p>
        {t('numberIs', { number: paper.number })}
        {' · '}
        {paper.expires_at
          ? t('expiresOn', { day: localizeDigits(lastDay(paper.expires_at), lang) })
          : t('noExpiry')}
      </p>
      {paper.pictures[0] && (
        // Private: a signed link that lives minutes; the page loads a fresh one each time.
        // biome-ignore lint/performance/noImgElement: a private, signed picture Next's optimiser must never fetch or cache
        <img
          src={apiAssetUrl(paper.pictures[0], apiUrl)}
          alt={t('pictureOf', { paper: documentKindNames[paper.kind][lang] })}
          className="max-h-40 rounded border border-gray-200"
        />
      )}
    </div>
  );
}
