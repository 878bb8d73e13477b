import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { duplicateProblems } from './duplicate-problems.mjs';

// The check on a small tree of its own: a function written twice (once in TypeScript, once in plain
// JavaScript, as the API's and the web server's twins were), and what the exceptions may excuse.
let dir;
const write = (path, text) => {
  mkdirSync(dirname(join(dir, path)), { recursive: true });
  writeFileSync(join(dir, path), text);
};
const settings = (ignore) =>
  JSON.stringify({
    path: ['apps', 'packages'],
    minLines: 10,
    format: ['typescript', 'tsx', 'javascript', 'jsx'],
    crossFormats: 'js-ts',
    ignore,
    reporters: ['console'],
  });
const exceptions = (ignored, allowedClones = []) => JSON.stringify({ ignored, allowedClones });

const body = `
  let host;
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return false;
  }
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host.startsWith('127.') ||
    host === '[::1]' ||
    host === '0.0.0.0'
  );
}
`;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'pothik-duplicates-'));
  write('apps/api/src/local.ts', `export function isLocal(url: string): boolean {${body}`);
  write('packages/kit/src/other.mjs', 'export const answer = 42;\n');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('the duplicate-code check', () => {
  it('finds nothing when the code stands once', () => {
    write('.jscpd.json', settings([]));
    write('scripts/duplicates/exceptions.json', exceptions({}));
    expect(duplicateProblems(dir).problems).toEqual([]);
  });

  it('names both places of a function written again in plain JavaScript', () => {
    write('apps/web/server/local.mjs', `export function isLocal(url) {${body}`);
    write('.jscpd.json', settings([]));
    write('scripts/duplicates/exceptions.json', exceptions({}));
    expect(duplicateProblems(dir).problems).toEqual([
      'apps/api/src/local.ts:1-15 ~ apps/web/server/local.mjs:1-15 (15 lines): the same code twice; make one serve both',
    ]);
  });

  it('leaves out what .jscpd.json ignores, and wants a reason for each entry', () => {
    write('apps/api/src/local.test.ts', `export function isLocal(url: string): boolean {${body}`);
    write('.jscpd.json', settings(['**/*.test.ts', 'apps/unused/**']));
    write('scripts/duplicates/exceptions.json', exceptions({ '**/*.test.ts': 'Tests.', 'data/**': 'Data.' }));
    expect(duplicateProblems(dir).problems).toEqual([
      '.jscpd.json ignores apps/unused/** without a reason in scripts/duplicates/exceptions.json',
      'scripts/duplicates/exceptions.json gives a reason for data/**, which .jscpd.json does not ignore',
    ]);
  });

  it('lets an allowed clone through, naming it, and fails once it is gone', () => {
    write('apps/web/server/local.mjs', `export function isLocal(url) {${body}`);
    const allowed = {
      files: ['apps/web/server/local.mjs', 'apps/api/src/local.ts'],
      reason: 'Until the merge.',
    };
    write('.jscpd.json', settings([]));
    write('scripts/duplicates/exceptions.json', exceptions({}, [allowed]));
    const { problems, allowed: listed } = duplicateProblems(dir);
    expect(problems).toEqual([]);
    expect(listed).toEqual([
      'apps/api/src/local.ts:1-15 ~ apps/web/server/local.mjs:1-15 (Until the merge.)',
    ]);
    rmSync(join(dir, 'apps/web/server/local.mjs'));
    expect(duplicateProblems(dir).problems).toEqual([
      'scripts/duplicates/exceptions.json allows a clone of apps/web/server/local.mjs and apps/api/src/local.ts that is gone',
    ]);
  });
});
