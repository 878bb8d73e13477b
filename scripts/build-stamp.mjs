// Which parts of the app need building again. Each build writes a stamp, a hash of the files it was
// built from (its workspace, the domain package, the lockfile); `npm start` rebuilds a part whose built
// output is missing or whose sources no longer hash to its stamp, so a `git pull` is never served from
// an old build. By contents, not times: a checkout that rewrites a file unchanged rebuilds nothing; and
// by walking the folders, not asking git: a release tarball has no .git.
//
//   node scripts/build-stamp.mjs write <api|admin|web>   (the last step of each workspace's build)
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Each part: the folders and files it is built from, and a file its build always writes. */
export const parts = {
  // The API's bundle inlines packages/server-kit; the web's server.mjs loads it.
  api: { sources: ['apps/api', 'packages/server-kit'], output: 'apps/api/dist/server.js' },
  admin: { sources: ['apps/admin'], output: 'apps/admin/dist/index.html' },
  web: { sources: ['apps/web', 'packages/server-kit'], output: 'apps/web/.next/BUILD_ID' },
};
/** Every part is built from these too. */
const shared = ['packages/domain', 'package-lock.json', 'tsconfig.base.json'];

// Not sources: what builds and installs write (dist, .next, node_modules, next-env.d.ts…), dotfiles
// (.env, editors' files), and tests, which no build reads.
const skippedFolders = new Set([
  'node_modules',
  'dist',
  'coverage',
  'test',
  'test-results',
  'playwright-report',
]);
const isSkippedFile = (name) =>
  name.startsWith('.') ||
  /\.(test|spec)\.[cm]?[jt]sx?$/.test(name) ||
  /\.tsbuildinfo$|^next-env\.d\.ts$/.test(name);

function listFiles(root, path, into) {
  const full = join(root, path);
  if (!existsSync(full)) return into;
  for (const entry of readdirSync(full, { withFileTypes: true })) {
    const child = `${path}/${entry.name}`;
    if (entry.isDirectory()) {
      if (!entry.name.startsWith('.') && !skippedFolders.has(entry.name)) listFiles(root, child, into);
    } else if (entry.isFile() && !isSkippedFile(entry.name)) {
      into.push(child);
    }
  }
  return into;
}

/** A hash of the names and contents of every source file under `source` (a folder or one file). */
function hashSource(root, source) {
  const full = join(root, source);
  if (!existsSync(full)) return 'absent';
  const files = statSync(full).isDirectory() ? listFiles(root, source, []).sort() : [source];
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** Each part's source hash; a source shared by several parts is read once. */
export function sourceHashes(root = repoRoot, only = Object.keys(parts)) {
  const bySource = new Map();
  const hashOf = (source) => {
    if (!bySource.has(source)) bySource.set(source, hashSource(root, source));
    return bySource.get(source);
  };
  return Object.fromEntries(
    only.map((part) => [
      part,
      createHash('sha256')
        .update([...parts[part].sources, ...shared].map(hashOf).join(' '))
        .digest('hex'),
    ]),
  );
}

// Beside the installed dependencies: a fresh install (which may bring other versions) starts without them.
const stampFile = (part, root) => join(root, 'node_modules/.cache/pothik-build', `${part}.json`);

/** Records that the part's build output is of its current sources. */
export function writeStamp(part, root = repoRoot) {
  const file = stampFile(part, root);
  mkdirSync(dirname(file), { recursive: true });
  const hash = sourceHashes(root, [part])[part];
  writeFileSync(file, `${JSON.stringify({ hash, builtAt: new Date().toISOString() })}\n`);
}

function readStamp(part, root) {
  try {
    return JSON.parse(readFileSync(stampFile(part, root), 'utf8')).hash;
  } catch {
    return null;
  }
}

/**
 * The parts to build, in build order, each with why: no output (`not built`), or no stamp or sources
 * that no longer hash to it (`changed`).
 */
export function staleParts(root = repoRoot) {
  const hashes = sourceHashes(root);
  return Object.keys(parts).flatMap((part) => {
    if (!existsSync(join(root, parts[part].output))) return [{ part, reason: 'not built' }];
    return readStamp(part, root) === hashes[part] ? [] : [{ part, reason: 'changed' }];
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [command, part] = process.argv.slice(2);
  if (command !== 'write' || !(part in parts)) {
    console.error(`usage: node scripts/build-stamp.mjs write <${Object.keys(parts).join('|')}>`);
    process.exit(2);
  }
  writeStamp(part);
}
