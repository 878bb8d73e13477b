import type { Lang, Tutorial } from '@pothik/domain';
import { getTranslations } from 'next-intl/server';
import { EmptyState } from '@/components/empty-state';
import { PageHeading } from '@/components/page-heading';
import { getBrandCopy } from '@/config/brand-copy';
import { getTutorials } from '../api/content-queries';
import { ContentError } from '../ui/content-error';
import { localized } from '../ui/localized';

const audiences = ['passenger', 'driver'] as const;

/** /tutorial (no header or footer): step-by-step guides for passengers and for drivers. */
export async function TutorialPage() {
  const t = await getTranslations('tutorial');
  const tc = await getTranslations('content.tutorials');
  const tAll = await getTranslations('content');
  const copy = await getBrandCopy();
  const tutorials = await getTutorials();
  const groups = tutorials.ok
    ? audiences
        .map((audience) => ({ audience, items: tutorials.data.filter((item) => item.audience === audience) }))
        .filter((group) => group.items.length > 0)
    : [];

  return (
    <>
      <PageHeading title={t('heading', { brand: copy.brand })} lead={tc('lead')} />
      <div className="container-page space-y-10 py-10">
        {!tutorials.ok ? (
          <ContentError retryHref="/tutorial" />
        ) : groups.length === 0 ? (
          <EmptyState title={tc('emptyTitle')} body={tc('emptyBody')} />
        ) : (
          groups.map((group) => (
            <section key={group.audience} aria-labelledby={`tutorials-${group.audience}`}>
              <h2 id={`tutorials-${group.audience}`} className="font-bold text-2xl text-primary-darker">
                {tc(group.audience)}
              </h2>
              <ul className="mt-4 grid gap-6 md:grid-cols-2">
                {group.items.map((item) => (
                  <li key={item.id}>
                    <TutorialCard
                      item={item}
                      lang={copy.lang}
                      labels={{
                        steps: tc('steps'),
                        watch: (title) => tc('watch', { title }),
                        newTab: tAll('opensInNewTab'),
                      }}
                    />
                  </li>
                ))}
              </ul>
            </section>
          ))
        )}
      </div>
    </>
  );
}

function TutorialCard({
  item,
  lang,
  labels,
}: {
  item: Tutorial;
  lang: Lang;
  labels: { steps: string; watch: (title: string) => string; newTab: string };
}) {
  const title = localized(item, 'title', lang);
  const steps = lang === 'bn' && item.steps_bn.length > 0 ? item.steps_bn : item.steps_en;
  return (
    <article className="h-full rounded-xl border border-gray-200 p-4 sm:p-6">
      <h3 className="font-bold text-xl">{title}</h3>
      <p className="sr-only">{labels.steps}</p>
      {/* Bangla readers count steps in Bengali digits (CSS list-style-type: bengali). */}
      <ol className={`mt-3 space-y-2 ps-6 ${lang === 'bn' ? 'list-[bengali]' : 'list-decimal'}`}>
        {steps.map((step, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: steps are plain text and may repeat
          <li key={index}>{step}</li>
        ))}
      </ol>
      {item.video_url && (
        <a href={item.video_url} target="_blank" rel="noopener noreferrer" className="btn-outline mt-4">
          {labels.watch(title)}
          <span className="sr-only"> {labels.newTab}</span>
        </a>
      )}
    </article>
  );
}
