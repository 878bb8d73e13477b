import { getTranslations } from 'next-intl/server';

/**
 * What a page shows when the content API did not answer: a plain message and a link that loads the
 * same address again (a GET, so it works before any script has loaded on a slow phone).
 */
export async function ContentError({ retryHref }: { retryHref: string }) {
  const t = await getTranslations('content.error');
  return (
    <div
      role="alert"
      className="rounded-xl border border-amber-300 bg-amber-50 px-6 py-8 text-center text-ink"
    >
      <h2 className="font-bold text-xl">{t('title')}</h2>
      <p className="mx-auto mt-2 max-w-xl text-gray-800">{t('body')}</p>
      <a href={retryHref} className="btn-outline mt-5">
        {t('retry')}
      </a>
    </div>
  );
}
