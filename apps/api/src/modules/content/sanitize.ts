import sanitizeHtml from 'sanitize-html';

// The rich text an editor may write (DESIGN.md §12): headings, paragraphs, lists, emphasis and links.
// Anything else (scripts, styles, event handlers, iframes, SVG, `javascript:` links) is dropped. It runs
// when content is written and again when it is served, so a row written around this module (a manual
// SQL fix, an older import) still cannot reach a reader unsanitised.
const richTextOptions: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'a', 'blockquote'],
  // rel and target are set by the transform below; sanitize-html filters attributes after it.
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // An outside link opens without giving the other site a handle on ours.
    a: (tagName, attribs): sanitizeHtml.Tag => {
      const href = attribs.href ?? '';
      const isOutside = /^https?:/i.test(href);
      return {
        tagName,
        attribs: isOutside ? { href, rel: 'noopener noreferrer', target: '_blank' } : { href },
      };
    },
  },
};

/** Rich text as it may be stored and served. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, richTextOptions).trim();
}

const plainTextOptions: sanitizeHtml.IOptions = { allowedTags: [], allowedAttributes: {} };
const escapes: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};

/**
 * A title, a name, a step: text without markup. Tags are dropped (a script's text with them), the
 * entities sanitize-html leaves are turned back into the characters a reader typed ("Tom & Jerry"), and
 * a `<` that would open a tag is removed, so even a client that wrongly sets this as HTML runs nothing.
 */
export function toPlainText(text: string): string {
  // Most text has neither; skip the parser for it.
  if (!/[<&]/.test(text)) return text;
  return sanitizeHtml(text, plainTextOptions)
    .replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => escapes[entity] ?? entity)
    .replace(/<(?=[a-zA-Z!/?])/g, '')
    .trim();
}

/**
 * An image or link a content row points at: one of our own paths (`/images/...`) or an http(s) URL.
 * Anything else (`javascript:`, `data:`, a protocol-relative `//host`) becomes null, and so does an
 * SVG image, which can carry script (DESIGN.md §12: content images are raster).
 */
export function toSafeUrl(value: string | null | undefined, { isImage = false } = {}): string | null {
  const url = value?.trim();
  if (!url) return null;
  if (isImage && /\.svgz?(?:[?#]|$)/i.test(url)) return null;
  if (url.startsWith('/')) {
    return /^\/(?![/\\])[\w\-./%]*$/.test(url) && !url.includes('..') ? url : null;
  }
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.toString() : null;
  } catch {
    return null;
  }
}
