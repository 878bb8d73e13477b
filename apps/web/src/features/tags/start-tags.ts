import type { MarketingTags } from '@/config/runtime-config';
import type { ConsentCategory } from '@/features/consent';
import { type AnalyticsRecord, isAllowedEvent, subscribeToAnalytics, track } from '@/lib/analytics';
import { startCrisp } from './crisp';
import { startGa4 } from './ga4';
import { startGtm } from './gtm';
import { startMetaPixel } from './meta-pixel';
import type { TagContext } from './tag-context';

// Loaded once the visitor allows a category (tags-root.tsx): the adapters are no part of a page's first load.

type Forward = (record: AnalyticsRecord) => void;

/** Starts the tags of `categories`; each counts the page it starts on, then receives every event. */
export function startTags(
  tags: MarketingTags,
  categories: readonly ConsentCategory[],
  context: TagContext,
): void {
  for (const category of categories) {
    if (category === 'analytics' && tags.gtm) connect(startGtm(tags.gtm, context));
    else if (category === 'analytics' && tags.ga4) connect(startGa4(tags.ga4, context));
    else if (category === 'marketing' && tags.metaPixel) connect(startMetaPixel(tags.metaPixel, context));
    else if (category === 'support' && tags.crisp) startCrisp(tags.crisp, context);
  }
}

/** A later route's page view, for every tag started. */
export function trackPageView(path: string): void {
  track('page_view', { path });
}

function connect(forward: Forward) {
  const path = window.location.pathname;
  if (isAllowedEvent('page_view', { path })) forward({ event: 'page_view', props: { path } });
  subscribeToAnalytics(forward);
}
