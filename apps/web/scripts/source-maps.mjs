// After `next build` (next.config: productionBrowserSourceMaps): the browser scripts' source maps leave
// .next/static for .next/source-maps, and each script loses its sourceMappingURL line, so no map is
// served (they would publish our source) nor named to a browser, and the scripts are as small as
// without maps. Each map is kept under its script's own path (x.js → x.js.map; Turbopack names a
// script's map by a hash of its own), where the web benchmark reads them to name what each route's
// first-load JS is made of.
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';

const staticDir = resolve(import.meta.dirname, '../.next/static');
const mapsDir = resolve(import.meta.dirname, '../.next/source-maps');
const link = /\n?\/\/[#@] sourceMappingURL=([^\s]+)\s*$/;

async function moveTo(from, to) {
  await mkdir(dirname(to), { recursive: true });
  await rename(from, to);
}

let moved = 0;
const entries = await readdir(staticDir, { recursive: true, withFileTypes: true });
for (const entry of entries) {
  if (!entry.isFile() || !entry.name.endsWith('.js')) continue;
  const script = join(entry.parentPath, entry.name);
  const text = await readFile(script, 'utf8');
  const named = link.exec(text)?.[1];
  if (!named || named.includes(':')) continue;
  const map = resolve(dirname(script), named);
  await moveTo(map, join(mapsDir, `${relative(staticDir, script)}.map`)).then(
    () => (moved += 1),
    () => undefined,
  );
  await writeFile(script, text.replace(link, ''));
}
// A map no script names is not served either.
for (const entry of await readdir(staticDir, { recursive: true, withFileTypes: true })) {
  if (entry.isFile() && entry.name.endsWith('.map')) await rm(join(entry.parentPath, entry.name));
}
console.log(`source maps: ${moved} moved out of .next/static to .next/source-maps`);
