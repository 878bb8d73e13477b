// After `next build`: a brotli copy (quality 11, too slow to run per request) beside each script and
// stylesheet of .next/static, which server.mjs sends to browsers that accept it.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';
import { precompressed } from '../server/static-brotli.mjs';

const compress = promisify(brotliCompress);
const staticDir = resolve(import.meta.dirname, '../.next/static');

let files = 0;
let before = 0;
let after = 0;
for (const entry of await readdir(staticDir, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !precompressed.test(entry.name)) continue;
  const path = join(entry.parentPath, entry.name);
  const body = await readFile(path);
  const br = await compress(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  });
  await writeFile(`${path}.br`, br);
  files += 1;
  before += body.length;
  after += br.length;
}
console.log(
  `precompress: ${files} files, ${Math.round(before / 1024)} KB → ${Math.round(after / 1024)} KB (brotli)`,
);
