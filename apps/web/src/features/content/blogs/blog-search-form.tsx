'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { type FormEvent, useId, useState } from 'react';
import { blogListHref, blogsPath } from './blog-paths';

/**
 * Search the blog (`?q=`), within the chosen category. A plain GET form that works before the script
 * has loaded; once it has, the search goes through the router (no full reload) and starts at page one.
 */
export function BlogSearchForm({ category, q }: { category?: string; q?: string }) {
  const t = useTranslations('contentUi.search');
  const router = useRouter();
  const id = useId();
  const [text, setText] = useState(q ?? '');

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    router.push(blogListHref({ category, q: text }));
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is no landmark yet in the older Chrome of many phones
    <form role="search" action={blogsPath} method="get" onSubmit={search} className="w-full max-w-md">
      <label htmlFor={id} className="mb-1 block font-semibold">
        {t('label')}
      </label>
      {category && <input type="hidden" name="category" value={category} />}
      <div className="flex gap-2">
        <input
          id={id}
          type="search"
          name="q"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={t('placeholder')}
          maxLength={100}
          enterKeyHint="search"
          className="block min-h-11 w-full min-w-0 rounded-lg border border-gray-400 px-3 py-2 focus:border-primary"
        />
        <button type="submit" className="btn-primary shrink-0">
          {t('submit')}
        </button>
      </div>
    </form>
  );
}
