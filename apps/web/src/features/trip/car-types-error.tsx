import { getTranslations } from 'next-intl/server';

/** Shown in place of the car list when the API cannot be reached; the page itself still renders. */
export async function CarTypesError() {
  const t = await getTranslations('home');
  return (
    <div role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950">
      <p className="font-bold">{t('carsErrorTitle')}</p>
      <p className="mt-1">{t('carsErrorBody')}</p>
      {/* A full reload asks the server for the car types again. */}
      <a href="/" className="mt-3 inline-flex min-h-11 items-center font-semibold underline">
        {t('tryAgain')}
      </a>
    </div>
  );
}
