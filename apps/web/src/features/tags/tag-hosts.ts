import type { PolicySources, TagDirective } from '@/config/content-security-policy';
import type { MarketingTags } from '@/config/runtime-config';
import type { ConsentCategory, ConsentChoice } from '@/features/consent';

// What each tag needs the page's Content-Security-Policy to allow, from its vendor's CSP guide (Google's
// "Use Tag Manager with a Content Security Policy", Meta's pixel, Crisp's "Crisp Domain Names"). The tags'
// scripts run through the nonce and 'strict-dynamic' (lib/load-script.ts); the script hosts are
// for browsers without 'strict-dynamic', the rest for what each script fetches, sends and shows.

type TagName = keyof MarketingTags;

// GA4 as Google lists it, without Google signals (off: features/tags/ga4.ts).
const ga4: PolicySources = {
  'script-src': ['https://*.googletagmanager.com'],
  'img-src': ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  'connect-src': [
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://*.googletagmanager.com',
  ],
};

export const tagSources: Record<TagName, PolicySources> = {
  ga4,
  // The container's own hosts and GA4's, the tag a container nearly always holds. Any other tag in it
  // needs its hosts added by hand: docs/configuration.md.
  gtm: {
    'script-src': [...(ga4['script-src'] ?? []), 'https://www.googletagmanager.com'],
    'img-src': [...(ga4['img-src'] ?? []), 'https://www.googletagmanager.com'],
    'connect-src': [
      ...(ga4['connect-src'] ?? []),
      'https://www.googletagmanager.com',
      'https://www.google.com',
    ],
  },
  metaPixel: {
    'script-src': ['https://connect.facebook.net'],
    'img-src': ['https://www.facebook.com'],
    'connect-src': ['https://www.facebook.com', 'https://connect.facebook.net'],
  },
  crisp: {
    'script-src': ['https://client.crisp.chat', 'https://settings.crisp.chat'],
    'style-src': ['https://client.crisp.chat'],
    'font-src': ['https://client.crisp.chat'],
    'img-src': ['https://client.crisp.chat', 'https://image.crisp.chat', 'https://storage.crisp.chat'],
    'connect-src': [
      'https://client.crisp.chat',
      'https://storage.crisp.chat',
      'wss://client.relay.crisp.chat',
      'wss://stream.relay.crisp.chat',
    ],
    'frame-src': ['https://game.crisp.chat'],
    'media-src': ['https://client.crisp.chat'],
    // Its short-lived workers are fetched, then run from a blob: URL.
    'worker-src': ['blob:', 'https://client.crisp.chat'],
  },
};

export const tagCategory: Record<TagName, ConsentCategory> = {
  ga4: 'analytics',
  gtm: 'analytics',
  metaPixel: 'marketing',
  crisp: 'support',
};

/**
 * The sources a page's policy adds for the configured tags, leaving out those of a category the visitor
 * refused: a refused tag could not run on that page even if something tried to load it. Nothing when no
 * tag is configured.
 */
export function tagPolicySources(tags: MarketingTags, choice: ConsentChoice | null): PolicySources {
  const sources: PolicySources = {};
  for (const name of Object.keys(tags) as TagName[]) {
    if (!tags[name] || choice?.[tagCategory[name]] === false) continue;
    for (const [directive, hosts] of Object.entries(tagSources[name]) as [TagDirective, string[]][]) {
      sources[directive] = [...new Set([...(sources[directive] ?? []), ...hosts])];
    }
  }
  return sources;
}
