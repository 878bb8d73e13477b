import { getTranslations } from 'next-intl/server';

/** A route's loading.tsx: the heading band and grey cards while the content arrives. */
export async function ContentLoading({ cards = 6 }: { cards?: number }) {
  const t = await getTranslations('content');
  return (
    // A full screen, as the content it stands for will fill: the footer must not show and then jump away.
    <div aria-busy="true" className="min-h-dvh">
      <div className="bg-primary-soft">
        <div className="container-page py-8 md:py-12">
          <div className="h-9 w-48 animate-pulse rounded bg-primary-muted motion-reduce:animate-none" />
        </div>
      </div>
      <div className="container-page py-10">
        <p role="status" className="sr-only">
          {t('loading')}
        </p>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {Array.from({ length: cards }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
            <li key={index} className="overflow-hidden rounded-xl border border-gray-200">
              <div className="aspect-video animate-pulse bg-gray-100 motion-reduce:animate-none" />
              <div className="space-y-2 p-4">
                <div className="h-5 w-3/4 rounded bg-gray-100" />
                <div className="h-4 w-full rounded bg-gray-100" />
              </div>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
