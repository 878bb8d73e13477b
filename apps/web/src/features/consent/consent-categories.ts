import type { MarketingTags } from '@/config/runtime-config';

// DESIGN.md §14: what a visitor is asked about. Necessary cookies (the session, the language, this choice)
// need no consent; each optional category holds the tags of one kind, and is asked about only when one of
// its tags is configured.
export const consentCategories = ['analytics', 'marketing', 'support'] as const;
export type ConsentCategory = (typeof consentCategories)[number];

/** The categories the configured tags fall in, in the order the chooser lists them. */
export function categoriesOf(tags: MarketingTags | undefined): ConsentCategory[] {
  const isConfigured: Record<ConsentCategory, boolean> = {
    analytics: Boolean(tags?.ga4 || tags?.gtm),
    marketing: Boolean(tags?.metaPixel),
    support: Boolean(tags?.crisp),
  };
  return consentCategories.filter((category) => isConfigured[category]);
}
