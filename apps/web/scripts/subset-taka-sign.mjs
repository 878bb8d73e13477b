// Writes fonts/taka-sign-{400,600,700}.woff2: the taka sign (৳) alone, cut from the Noto Sans Bengali files
// the site already uses (SIL Open Font License). English pages show prices with it, and a system with no
// Bangla font (app/fonts.ts) fetches these few hundred bytes for it instead of the ~46 KB Bangla face.
// Run after changing the font package: node apps/web/scripts/subset-taka-sign.mjs
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import subsetFont from 'subset-font';

const require = createRequire(import.meta.url);
const webDir = resolve(import.meta.dirname, '..');

for (const weight of [400, 600, 700]) {
  const source = require.resolve(
    `@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-${weight}-normal.woff2`,
  );
  const subset = await subsetFont(await readFile(source), '৳', { targetFormat: 'woff2' });
  const target = resolve(webDir, `fonts/taka-sign-${weight}.woff2`);
  await writeFile(target, subset);
  console.log(`${target}: ${subset.length} bytes`);
}
