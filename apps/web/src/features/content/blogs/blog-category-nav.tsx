import type { BlogCategory, Lang } from '@pothik/domain';
import { localizeDigits } from '@/lib/format';
import { FilterLinks } from '../ui/filter-links';
import { localized } from '../ui/localized';
import { blogListHref } from './blog-paths';

/** The blog's categories with their post counts (`?category=`), after "All posts". */
export function BlogCategoryNav({
  categories,
  current,
  lang,
  labels,
}: {
  categories: BlogCategory[];
  current: string | undefined;
  lang: Lang;
  labels: { nav: string; all: string; count: (name: string, count: string) => string };
}) {
  if (categories.length === 0) return null;
  return (
    <FilterLinks
      label={labels.nav}
      links={[
        { key: 'all', href: blogListHref(), name: labels.all, isCurrent: !current },
        ...categories.map((category) => ({
          key: String(category.id),
          href: blogListHref({ category: category.slug }),
          name: labels.count(localized(category, 'name', lang), localizeDigits(category.count, lang)),
          isCurrent: category.slug === current,
        })),
      ]}
    />
  );
}
