/**
 * The widths a picture is kept at, for the browser to pick one by `sizes`:
 * - an upload at 480, 960 and 1600 px wide (the API's PICTURE_WIDTHS), each file named for its width, and
 *   pages are given the 960 one. Offering all three lets a desktop card take 480 and a sharp phone
 *   screen 1600. An upload narrower than a width is kept at its own size under that width's name.
 * - a built-in content picture (`/images/content/<name>.webp`, the seeded covers and banners) at 480 and
 *   960 px beside its original (the API's BUILT_IN_PICTURE_WIDTHS, scripts/make-picture-variants.ts), so
 *   a 360 px phone at 2× loads 960 px rather than the 1200 px original.
 */
export function pictureSrcSet(url: string): string | undefined {
  const builtIn = /^(.+\/images\/content\/[\w-]+)\.webp$/.exec(url);
  if (builtIn) {
    const stem = builtIn[1]!;
    if (/-(?:480|960|1600)$/.test(stem)) return undefined;
    return [480, 960].map((width) => `${stem}-${width}.webp ${width}w`).join(', ');
  }
  const match = /^(.+)-960\.webp$/.exec(url);
  if (!match) return undefined;
  return [480, 960, 1600].map((width) => `${match[1]}-${width}.webp ${width}w`).join(', ');
}

/** How wide each kind of content picture is drawn, for the browser to pick from the srcset. */
export const pictureSizes = {
  /** A card in a grid of one, two (from sm) or three (from lg) columns. */
  card: '(min-width: 62rem) 33vw, (min-width: 36rem) 50vw, 100vw',
  /** Across the article column (max-w-4xl): a post's cover, a campaign's banner. */
  column: '(min-width: 56rem) 56rem, 100vw',
  /** Half the slider from md, all of it below. */
  slide: '(min-width: 48rem) 50vw, 100vw',
  /** The campaign popup (max-w-lg). */
  popup: '(min-width: 34rem) 32rem, 100vw',
  /** A person's round photo, at most 10rem. */
  portrait: '10rem',
} as const;
