import type { BlogSummary, Lang } from '@pothik/domain';
import Link from 'next/link';
import { ContentImage } from '../ui/content-image';
import { localized } from '../ui/localized';
import { blogPostPath } from './blog-paths';

/** A post in a list: cover, category, title (the link), excerpt and when it was published. */
export function BlogCard({
  post,
  lang,
  meta,
  headingLevel = 'h2',
}: {
  post: BlogSummary;
  lang: Lang;
  meta: string;
  headingLevel?: 'h2' | 'h3';
}) {
  const Heading = headingLevel;
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-xl border border-gray-200 bg-white shadow-sm focus-within:ring-2 focus-within:ring-primary">
      <ContentImage src={post.cover} width={480} height={270} className="aspect-video h-auto w-full" />
      <div className="flex flex-1 flex-col gap-2 p-4">
        {post.category && (
          <p className="font-semibold text-primary-dark text-sm">{localized(post.category, 'name', lang)}</p>
        )}
        <Heading className="font-bold text-lg leading-snug">
          {/* The whole card is the link's target area; the title alone is its name. */}
          <Link href={blogPostPath(post.slug)} className="after:absolute after:inset-0 hover:underline">
            {localized(post, 'title', lang)}
          </Link>
        </Heading>
        <p className="line-clamp-3 text-gray-800">{localized(post, 'excerpt', lang)}</p>
        <p className="mt-auto pt-2 text-gray-700 text-sm">{meta}</p>
      </div>
    </article>
  );
}
