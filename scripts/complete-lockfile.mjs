// The registry this project installs from lacks Biome's non-Linux binaries, so `npm install` leaves their
// optional entries out of package-lock.json and `npm ci` then refuses the lock. Run this after changing
// dependencies: it restores those entries (each skipped by npm on any other platform).
import { readFileSync, writeFileSync } from 'node:fs';

const path = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(path, 'utf8'));
const biome = lock.packages['node_modules/@biomejs/biome'];
for (const [name, version] of Object.entries(biome.optionalDependencies ?? {})) {
  const key = `node_modules/${name}`;
  if (lock.packages[key]) continue;
  const suffix = name.replace('@biomejs/cli-', '');
  const [os, cpu, libc] = suffix.split('-');
  const entry = {
    version,
    resolved: `https://registry.npmjs.org/${name}/-/cli-${suffix}-${version}.tgz`,
    cpu: [cpu],
    dev: true,
    license: 'MIT OR Apache-2.0',
    optional: true,
    os: [os],
    engines: { node: '>=14.21.3' },
  };
  if (libc) entry.libc = [libc];
  lock.packages[key] = entry;
}
const sorted = {};
for (const key of Object.keys(lock.packages).sort()) sorted[key] = lock.packages[key];
lock.packages = sorted;
writeFileSync(path, `${JSON.stringify(lock, null, 2)}\n`);
