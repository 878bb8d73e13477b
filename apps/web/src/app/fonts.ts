import localFont from 'next/font/local';

// `optional`: a face that is not in the cache within ~100 ms is skipped for this page, so text never
// reflows when a font arrives late on a slow network (a swap moved a post's title by a line).
// Nothing is preloaded: a first visit reads in the phone's own Noto/Roboto and fetches ours once the
// page has loaded (features/fonts); later visits read in ours, from the cache.
// next/font needs literal options, hence the repetition.
export const notoSans = localFont({
  src: [
    {
      path: '../../../../node_modules/@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff2',
      weight: '400',
    },
    {
      path: '../../../../node_modules/@fontsource/noto-sans/files/noto-sans-latin-600-normal.woff2',
      weight: '600',
    },
    {
      path: '../../../../node_modules/@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff2',
      weight: '700',
    },
  ],
  display: 'optional',
  preload: false,
  variable: '--font-noto-sans',
});

export const notoSansBengali = localFont({
  src: [
    {
      path: '../../../../node_modules/@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-400-normal.woff2',
      weight: '400',
    },
    {
      path: '../../../../node_modules/@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-600-normal.woff2',
      weight: '600',
    },
    {
      path: '../../../../node_modules/@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-700-normal.woff2',
      weight: '700',
    },
  ],
  display: 'optional',
  preload: false,
  variable: '--font-noto-sans-bengali',
});

// The same files, for a system with no Bangla font at all (globals.css, html[data-bangla-fonts]): there the
// page has nothing to show Bangla in until ours arrive, so it shows them whenever they do. Bangla letters
// only, so the face can come first in that stack: put after the system's fonts, Chromium left some elements
// in empty boxes after it arrived, until something else made them lay out again.
export const notoSansBengaliSwap = localFont({
  src: [
    {
      path: '../../../../node_modules/@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-400-normal.woff2',
      weight: '400',
    },
    {
      path: '../../../../node_modules/@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-600-normal.woff2',
      weight: '600',
    },
    {
      path: '../../../../node_modules/@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-700-normal.woff2',
      weight: '700',
    },
  ],
  display: 'swap',
  preload: false,
  // As @fontsource's bengali subset but the taka sign (takaSign below): the system's fonts keep the rest.
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0951-0952,U+0964-0965,U+0980-09F2,U+09F4-09FE,U+1CD0,U+1CD2,U+1CD5-1CD6,U+1CD8,U+1CE1,U+1CEA,U+1CED,U+1CF2,U+1CF5-1CF7,U+200C-200D,U+20B9,U+25CC,U+A8F1',
    },
  ],
  variable: '--font-noto-sans-bengali-swap',
});

// The taka sign alone (scripts/subset-taka-sign.mjs), for the same systems: English pages show prices with it,
// and the whole Bangla face would be ~46 KB a weight for that one letter.
export const takaSign = localFont({
  src: [
    { path: '../../fonts/taka-sign-400.woff2', weight: '400' },
    { path: '../../fonts/taka-sign-600.woff2', weight: '600' },
    { path: '../../fonts/taka-sign-700.woff2', weight: '700' },
  ],
  display: 'swap',
  preload: false,
  declarations: [{ prop: 'unicode-range', value: 'U+09F3' }],
  adjustFontFallback: false,
  variable: '--font-taka-sign',
});
