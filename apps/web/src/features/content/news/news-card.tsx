import type { Lang, Newsroom } from '@pothik/domain';
import { plainSummary } from '../seo/page-metadata';
import { formatContentDate } from '../ui/content-date';
import { ContentImage } from '../ui/content-image';
import { localized } from '../ui/localized';
import { newsAnchor } from './news-paths';

/** A news item: the outlet and date, the headline, a few lines, and a link to the outlet's article. */
export function NewsCard({
  item,
  lang,
  labels,
  headingLevel = 'h2',
}: {
  item: Newsroom;
  lang: Lang;
  labels: { readAt: (outlet: string) => string; newTab: string };
  headingLevel?: 'h2' | 'h3';
}) {
  const Heading = headingLevel;
  const body = localized(item, 'body', lang);
  return (
    <article
      id={newsAnchor(item.id)}
      className="flex h-full scroll-mt-24 flex-col overflow-hidden rounded-xl border border-gray-200 bg-white shadow-sm"
    >
      <ContentImage src={item.image} width={480} height={270} className="aspect-video h-auto w-full" />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="text-gray-700 text-sm">
          <span className="font-semibold text-primary-dark">{item.outlet}</span> ·{' '}
          <time dateTime={item.published_at}>{formatContentDate(item.published_at, lang)}</time>
        </p>
        <Heading className="font-bold text-lg leading-snug">{localized(item, 'title', lang)}</Heading>
        {body && <p className="line-clamp-4 text-gray-800">{plainSummary(body, 300)}</p>}
        {item.url && (
          <a
            href={item.url}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-auto pt-2 font-semibold text-primary-dark underline"
          >
            {labels.readAt(item.outlet)}
            <span className="sr-only"> {labels.newTab}</span>
          </a>
        )}
      </div>
    </article>
  );
}
