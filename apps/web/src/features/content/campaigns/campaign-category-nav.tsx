import type { Lang, OfferCategory } from '@pothik/domain';
import { FilterLinks } from '../ui/filter-links';
import { localized } from '../ui/localized';
import { campaignListHref } from './campaign-status';

/** The campaign types (`?category=`), after "All campaigns". */
export function CampaignCategoryNav({
  categories,
  current,
  lang,
  labels,
}: {
  categories: OfferCategory[];
  current: string | undefined;
  lang: Lang;
  labels: { nav: string; all: string };
}) {
  if (categories.length === 0) return null;
  return (
    <FilterLinks
      label={labels.nav}
      links={[
        { key: 'all', href: campaignListHref(), name: labels.all, isCurrent: !current },
        ...categories.map((category) => ({
          key: String(category.id),
          href: campaignListHref({ category: category.slug }),
          name: localized(category, 'name', lang),
          isCurrent: category.slug === current,
        })),
      ]}
    />
  );
}
