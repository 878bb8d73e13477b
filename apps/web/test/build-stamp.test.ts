import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Part, staleParts, writeStamp } from '../../../scripts/build-stamp.mjs';

// npm start rebuilds a part whose sources changed since its build (scripts/build-stamp.mjs), here on a
// small copy of the repository's layout.
let root: string;
const write = (path: string, text: string) => {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
};
const buildAll = () => {
  write('apps/api/dist/server.js', 'built');
  write('apps/admin/dist/index.html', 'built');
  write('apps/web/.next/BUILD_ID', 'built');
  for (const part of ['api', 'admin', 'web'] as Part[]) writeStamp(part, root);
};
const stale = () => staleParts(root).map((s) => `${s.part}: ${s.reason}`);

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'pothik-stamp-'));
  write('package-lock.json', '{"lockfileVersion":3}');
  write('tsconfig.base.json', '{}');
  write('packages/domain/src/fares.ts', 'export const base = 100;');
  write('apps/api/src/server.ts', 'listen();');
  write('apps/admin/src/main.tsx', 'render();');
  write('apps/web/src/app/page.tsx', 'export default function Page() {}');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('the parts npm start builds', () => {
  it('are all three before the first build, and none right after it', () => {
    expect(stale()).toEqual(['api: not built', 'admin: not built', 'web: not built']);
    buildAll();
    expect(stale()).toEqual([]);
  });

  it("is only the web when a web source changes, and none once the file's contents are back", () => {
    buildAll();
    write('apps/web/src/app/page.tsx', 'export default function Page() { return null; }');
    expect(stale()).toEqual(['web: changed']);
    write('apps/web/src/app/page.tsx', 'export default function Page() {}');
    expect(stale()).toEqual([]);
  });

  it('is the admin alone for a new file of its own, the api alone for a deleted one', () => {
    buildAll();
    write('apps/admin/src/leads.tsx', 'export {};');
    expect(stale()).toEqual(['admin: changed']);
    rmSync(join(root, 'apps/api/src/server.ts'));
    expect(stale()).toEqual(['api: changed', 'admin: changed']);
  });

  it('is all three when the domain package or the lockfile changes', () => {
    buildAll();
    write('packages/domain/src/fares.ts', 'export const base = 120;');
    expect(stale()).toEqual(['api: changed', 'admin: changed', 'web: changed']);
    buildAll();
    write('package-lock.json', '{"lockfileVersion":3,"packages":{}}');
    expect(stale()).toEqual(['api: changed', 'admin: changed', 'web: changed']);
  });

  it('is the api and the web, not the admin, when the servers’ shared package changes', () => {
    write('packages/server-kit/src/local-address.mjs', 'export const local = [];');
    buildAll();
    write('packages/server-kit/src/local-address.mjs', "export const local = ['localhost'];");
    expect(stale()).toEqual(['api: changed', 'web: changed']);
  });

  it('ignores what builds, installs, editors and tests write', () => {
    buildAll();
    write('apps/web/.next/static/chunk.js', 'new build output');
    write('apps/web/next-env.d.ts', '/// <reference types="next" />');
    write('apps/web/tsconfig.tsbuildinfo', '{}');
    write('apps/api/dist/server.js.map', '{}');
    write('apps/api/node_modules/x/index.js', 'installed');
    write('apps/admin/src/.main.tsx.swp', 'editor');
    write('apps/web/.env', 'NEXT_PUBLIC_X=1');
    write('apps/api/test/new.test.ts', 'it()');
    write('apps/web/src/app/page.test.tsx', 'it()');
    write('packages/domain/coverage/index.html', 'report');
    expect(stale()).toEqual([]);
  });

  it('is a part whose output is gone, or whose stamp is missing', () => {
    buildAll();
    rmSync(join(root, 'apps/web/.next'), { recursive: true });
    rmSync(join(root, 'node_modules/.cache/pothik-build/admin.json'));
    expect(stale()).toEqual(['admin: changed', 'web: not built']);
  });
});
