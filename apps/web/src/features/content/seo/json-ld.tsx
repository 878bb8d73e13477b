import { cspNonce } from '@/config/csp-nonce';

/**
 * Structured data for search engines. Browsers never run a data block, but it carries the page's nonce
 * all the same, so every <script> of a page is accounted for. `<` is escaped so no text in the data
 * can close the element.
 */
export async function JsonLd({ data }: { data: Record<string, unknown> | Record<string, unknown>[] }) {
  return (
    <script
      type="application/ld+json"
      nonce={await cspNonce()}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with `<` escaped cannot leave the element
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  );
}
