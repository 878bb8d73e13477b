// Bundles the API into dist/server.js: our own workspace packages (TypeScript source) are inlined,
// every npm dependency stays external and is loaded from node_modules at run time.
import { cp, readFile, rm } from 'node:fs/promises';
import { build } from 'esbuild';

const pkg = JSON.parse(await readFile(new URL('../package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@pothik/'));
const root = new URL('..', import.meta.url).pathname;

await rm(`${root}dist`, { recursive: true, force: true });
await build({
  // The server, and the operator's commands a deployment without the sources needs (deploy/Dockerfile):
  // the migration step, the first staff account, backup and restore, and compose's backup service.
  entryPoints: {
    server: `${root}src/server.ts`,
    migrate: `${root}scripts/migrate.ts`,
    'admin-create': `${root}scripts/admin-create.ts`,
    backup: `${root}scripts/backup.ts`,
    restore: `${root}scripts/restore.ts`,
    'backup-schedule': `${root}scripts/backup-schedule.ts`,
  },
  outdir: `${root}dist`,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  banner: {
    js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
  },
  logLevel: 'warning',
});
await cp(`${root}src/db/migrations`, `${root}dist/migrations`, { recursive: true });
// The embedded database's thread, started by its file's address beside the bundle (db/threaded-pglite.ts).
await cp(`${root}src/db/pglite-thread.mjs`, `${root}dist/pglite-thread.mjs`);
console.log(
  'api built: dist/server.js, dist/pglite-thread.mjs, dist/migrate.js, dist/admin-create.js, dist/backup.js, dist/restore.js, dist/backup-schedule.js',
);
