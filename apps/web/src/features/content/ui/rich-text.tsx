import { sanitizeContentHtml } from './sanitize-body';

// Type for the allowed tags of sanitize-body.ts, kept beside the component rather than in globals.css.
const proseClass = [
  'space-y-4 text-lg leading-relaxed break-words',
  '[&_h2]:pt-2 [&_h2]:font-bold [&_h2]:text-2xl [&_h2]:text-primary-darker',
  '[&_h3]:pt-1 [&_h3]:font-bold [&_h3]:text-xl [&_h4]:font-semibold',
  '[&_a]:font-medium [&_a]:text-primary-dark [&_a]:underline',
  '[&_ul]:list-disc [&_ul]:ps-6 [&_ol]:list-decimal [&_ol]:ps-6 [&_li]:mt-1',
  '[&_blockquote]:border-primary [&_blockquote]:border-s-4 [&_blockquote]:ps-4 [&_blockquote]:italic',
  '[&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg [&_figcaption]:text-gray-700 [&_figcaption]:text-sm',
  '[&_table]:block [&_table]:overflow-x-auto [&_td]:border [&_td]:p-2 [&_th]:border [&_th]:p-2',
].join(' ');

/** Content HTML (a post's body, a campaign's terms), sanitised again here and set in readable type. */
export function RichText({ html, className = '' }: { html: string; className?: string }) {
  return (
    <div
      className={`${proseClass} ${className}`}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised against the allow-list on this line
      dangerouslySetInnerHTML={{ __html: sanitizeContentHtml(html) }}
    />
  );
}
