import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// deploy/Dockerfile builds from the repository's root (`COPY . .`): whatever .dockerignore lets through
// is in the build stage, and in every layer cache and registry that keeps it. A backup holds the whole
// database, the embedded database and uploads are people's data, and .env files hold the secrets.
const repoRoot = resolve(import.meta.dirname, '../../..');

/** Docker's reading of .dockerignore: the last pattern matching a path or a folder above it decides. */
function dockerIgnores(text: string) {
  const rules = text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const keep = line.startsWith('!');
      const pattern = (keep ? line.slice(1) : line).replace(/^\/+/, '').replace(/\/+$/, '');
      // `**` any number of folders (none too), `*` and `?` within one name.
      const source = pattern
        .split('/')
        .map((part) =>
          part === '**'
            ? '(?:[^/]+/)*'
            : `${part
                .replace(/[.+^${}()|[\]\\]/g, '\\$&')
                .replace(/\*/g, '[^/]*')
                .replace(/\?/g, '[^/]')}/`,
        )
        .join('');
      return { keep, regex: new RegExp(`^${source.replace(/\/$/, '')}$`) };
    });
  return (path: string) => {
    const parts = path.split('/');
    const candidates = parts.map((_, i) => parts.slice(0, i + 1).join('/'));
    let ignored = false;
    for (const rule of rules) {
      if (candidates.some((candidate) => rule.regex.test(candidate))) ignored = !rule.keep;
    }
    return ignored;
  };
}

describe('the image build context', () => {
  const ignored = dockerIgnores(readFileSync(resolve(repoRoot, '.dockerignore'), 'utf8'));

  it.each([
    'backups/pothik-backup-2026-11-25T06-00-00Z.tar.gz',
    '.env',
    'deploy/.env',
    'apps/api/.env',
    'data/pglite/PG_VERSION',
    'data/uploads/profiles/1-640.webp',
  ])('leaves out %s', (path) => {
    expect(ignored(path)).toBe(true);
  });

  it.each([
    'package.json',
    'apps/api/src/server.ts',
    'apps/api/src/backup/backup.ts',
    'deploy/Dockerfile',
    'deploy/example.env',
    'apps/api/public/images/cars/sedan.webp',
  ])('keeps %s', (path) => {
    expect(ignored(path)).toBe(false);
  });
});
