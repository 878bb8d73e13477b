import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { webOverrides } from './web-rules.mjs';
import { webTreeProblems } from './web-tree.mjs';

let root;
const write = (path) => {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), 'export {};\n');
};
const layers = {
  webFeatures: { auth: [], trip: ['auth'] },
  webDoors: {},
  webShared: ['lib'],
  webTop: ['app', 'proxy.ts'],
};

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'pothik-web-tree-'));
  write('apps/web/src/features/auth/index.ts');
  write('apps/web/src/features/trip/index.ts');
  write('apps/web/src/lib/format.ts');
  write('apps/web/src/app/page.tsx');
  write('apps/web/src/proxy.ts');
  write('apps/web/src/proxy-matcher.test.ts');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('the web tree against the layers table', () => {
  it('is covered when every entry of src/ is listed and every feature has its index.ts', () => {
    expect(webTreeProblems(root, layers)).toEqual([]);
  });

  it('names a folder or file of src/ the table leaves out, a feature it does not list, and a feature without its door', () => {
    write('apps/web/src/hooks/use-x.ts');
    write('apps/web/src/middleware.ts');
    write('apps/web/src/features/ride/ride-panel.tsx');
    expect(webTreeProblems(root, layers)).toEqual([
      'apps/web/src/features has web features the table does not list: ride',
      'apps/web/src has entries the table does not list: hooks, middleware.ts',
      'apps/web/src/features/ride has no index.ts, its door',
    ]);
  });

  it('names what the table lists that is not there, and a door that does not exist', () => {
    const listed = {
      ...layers,
      webFeatures: { ...layers.webFeatures, fonts: [] },
      webDoors: { trip: ['server'] },
    };
    expect(webTreeProblems(root, listed)).toEqual([
      'the table lists web features apps/web/src/features does not have: fonts',
      'apps/web/src/features/trip/server.ts does not exist',
    ]);
    write('apps/web/src/features/trip/server.ts');
    write('apps/web/src/features/fonts/index.ts');
    expect(webTreeProblems(root, listed)).toEqual([]);
  });
});

describe('the web rules', () => {
  it('let a door the table names through wherever files inside a feature are refused', () => {
    const groups = webOverrides({ ...layers, webDoors: { trip: ['server'] } }).flatMap((override) =>
      override.linter.rules.style.noRestrictedImports.options.patterns
        .map((pattern) => pattern.group)
        .filter((group) => group[0] === '@/features/*/**'),
    );
    // The top's and the tests' outside features, and each feature's own and its tests'.
    expect(groups).toHaveLength(6);
    for (const group of groups) expect(group).toContain('!@/features/trip/server');
  });
});
