import 'server-only';
import sanitizeHtml from 'sanitize-html';
import { contentImageUrl } from './content-image';

// DESIGN.md §12: content HTML is sanitised on write (the API) and again here on render, against an
// allow-list, so a row written around the API (a migration, a restored backup) still cannot run script
// in a reader's browser. Server only: the library never reaches the browser bundle.
const allowList: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h2',
    'h3',
    'h4',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'a',
    'ul',
    'ol',
    'li',
    'blockquote',
    'figure',
    'figcaption',
    'img',
    'hr',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    // target, rel, loading and decoding are set by transformTags below (which runs before this filter).
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height', 'loading', 'decoding'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  transformTags: {
    // Links out open in a new tab without handing it this page (window.opener) or the referrer's path.
    a: (tagName, attribs) => {
      const isExternal = /^https?:\/\//i.test(attribs.href ?? '');
      return {
        tagName,
        attribs: isExternal
          ? { ...attribs, target: '_blank', rel: 'noopener noreferrer' }
          : { href: attribs.href ?? '', ...(attribs.title ? { title: attribs.title } : {}) },
      };
    },
    // Upload paths (/images/…) load from the API host; every picture in a post waits until scrolled to.
    img: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...attribs,
        ...(attribs.src ? { src: contentImageUrl(attribs.src) } : {}),
        loading: 'lazy',
        decoding: 'async',
      },
    }),
  },
};

/** Content HTML with only the allowed tags, attributes and link schemes left. */
export function sanitizeContentHtml(html: string): string {
  return sanitizeHtml(html, allowList);
}
