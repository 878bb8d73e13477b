import type { ConsentCategory } from '@/features/consent';

// The first-party cookies each category's tags set (GA4's _ga and _ga_<id>, Tag Manager's GA4 alike, the
// pixel's _fbp and _fbc, Crisp's crisp-client/…), removed when the visitor withdraws the category.
const cookiePrefixes: Record<ConsentCategory, string[]> = {
  analytics: ['_ga', '_gid', '_gat'],
  marketing: ['_fbp', '_fbc'],
  support: ['crisp-client'],
};

/** Expires the categories' cookies on this host and on each parent domain a tag may have set them for. */
export function forgetTagCookies(categories: readonly ConsentCategory[]): void {
  const prefixes = categories.flatMap((category) => cookiePrefixes[category]);
  const names = document.cookie
    .split(';')
    .map((pair) => pair.split('=')[0]?.trim() ?? '')
    .filter((name) => prefixes.some((prefix) => name.startsWith(prefix)));
  const labels = window.location.hostname.split('.');
  const domains = labels.map((_, index) => labels.slice(index).join('.'));
  for (const name of names) {
    // biome-ignore lint/suspicious/noDocumentCookie: removing another script's cookies; the Cookie Store API is not everywhere
    document.cookie = `${name}=; path=/; max-age=0`;
    for (const domain of domains) {
      // biome-ignore lint/suspicious/noDocumentCookie: as above
      document.cookie = `${name}=; path=/; max-age=0; domain=${domain}`;
    }
  }
}
