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
