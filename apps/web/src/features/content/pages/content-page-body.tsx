import type { ContentPage, Lang } from '@pothik/domain';
import type { ContentResult } from '../api/fetch-content';
import { ContentError } from '../ui/content-error';
import { localized } from '../ui/localized';
import { RichText } from '../ui/rich-text';

/**
 * The about, terms or privacy text (get/pages/{key}) in the reader's language. One staff have not
 * written yet is not found, as a production site starts: `notWritten` (content.pages.beingWritten,
 * translated by the page, so no client messages are asked for) says so, not an error.
 */
export function ContentPageBody({
  page,
  lang,
  notWritten,
  retryHref,
}: {
  page: ContentResult<ContentPage>;
  lang: Lang;
  notWritten: string;
  retryHref: string;
}) {
  if (page.ok) return <RichText html={localized(page.data, 'body', lang)} className="max-w-3xl" />;
  if (page.status === 404) return <p className="max-w-3xl text-gray-700 text-lg">{notWritten}</p>;
  return <ContentError retryHref={retryHref} />;
}
