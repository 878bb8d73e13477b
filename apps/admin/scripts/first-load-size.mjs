// The console's first load as a browser makes it: the scripts and stylesheets dist/index.html names (its
// entry and the modules it preloads), gzipped. The login screen and the dashboard need no more; each
// resource's pages come later, in chunks of their own. Fails when the first load is over the budget.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const budgetKb = 250;

/** Every script and stylesheet the page names, by its path under dist/. */
function firstLoadFiles(html) {
  const urls = [
    ...html.matchAll(/<script[^>]+src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]+rel="(?:modulepreload|stylesheet)"[^>]+href="([^"]+)"/g),
  ].map((m) => m[1]);
  return [...new Set(urls)].map((url) => url.replace(/^\/admin\//, ''));
}

const dist = resolve(import.meta.dirname, '../dist');
const files = firstLoadFiles(readFileSync(resolve(dist, 'index.html'), 'utf8'));
const kb = files
  .map((file) => gzipSync(readFileSync(resolve(dist, file)), { level: 9 }).length / 1024)
  .reduce((a, b) => a + b, 0);
const line = `console first load: ${kb.toFixed(1)} KB gzip in ${files.length} files (budget ${budgetKb} KB)`;
if (files.length === 0 || kb > budgetKb) {
  console.error(`${line}: over budget`);
  process.exit(1);
}
console.log(line);
