import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { applyExceptions, problemsIn } from '../check-test-assertions.mjs';
import { checkSource, namedFunctions, parse } from './rules.mjs';

const problems = (source, helpers) =>
  checkSource('x.test.ts', source, helpers).map((p) => `${p.line} ${p.rule} ${p.detail}`);

describe('no-assertion', () => {
  it('finds a test body that asserts nothing, in every form of it and test', () => {
    expect(
      problems(`
it('a', async () => { await fetch('/'); });
test.only('b', () => {});
it.each([1, 2])('c %s', (n) => { n + 1; });
it.runIf(true)('d', () => {}, 1000);
it('e', { timeout: 5 }, () => {});
describe('not a test', () => { const x = 1; });
`),
    ).toEqual([
      '2 no-assertion a',
      '3 no-assertion b',
      '4 no-assertion c %s',
      '5 no-assertion d',
      '6 no-assertion e',
    ]);
  });

  it('accepts expect, expect.poll, expectTypeOf, assert and fast-check’s fc.assert, in callbacks too', () => {
    expect(
      problems(`
it('a', () => { expect(1).toBe(1); });
it('b', async () => { await expect.poll(() => 1).toBe(1); });
it('c', () => { [1].forEach((n) => expect(n).toBe(1)); });
it('d', () => { expectTypeOf(1).toBeNumber(); });
it('e', () => { assert.equal(1, 1); });
it('f', () => { fc.assert(fc.property(fc.nat(), (n) => n >= 0)); });
`),
    ).toEqual([]);
  });

  it('follows a helper declared in the file, or named expect… / assert…, but not one that only throws', () => {
    expect(
      problems(`
function check(n) { expect(n).toBe(1); }
const twice = (n) => { check(n); check(n); };
const mustBe = (n) => { if (n !== 1) throw new Error('not 1'); };
it('a', () => { twice(1); });
it('b', () => { expectOneRow(1); });
it('c', () => { mustBe(1); });
it('d', () => { helpers.assertSorted([1]); });
`),
    ).toEqual(['7 no-assertion c']);
  });

  it('follows a helper of an imported module, methods of a returned object included', () => {
    const helper = parse(
      'staff.ts',
      `export function staffConsole() { return { session: async () => { expect(1).toBe(1); return 1; } }; }`,
    );
    expect(problems(`it('a', async () => { await sc.session('ops'); });`, namedFunctions(helper))).toEqual(
      [],
    );
    expect(problems(`it('a', async () => { await sc.session('ops'); });`)).toEqual(['1 no-assertion a']);
  });

  it('is not fooled by a helper that calls itself', () => {
    expect(
      problems(`function loop(n) { return n ? loop(n - 1) : 0; }\nit('a', () => { loop(3); });`),
    ).toEqual(['2 no-assertion a']);
  });
});

describe('loose-matcher', () => {
  it('finds toBeGreaterThan(0), toBeGreaterThanOrEqual(0) and toBeDefined(), polls included', () => {
    expect(
      problems(`
it('a', async () => {
  expect(rows.length).toBeGreaterThan(0);
  expect(age).toBeGreaterThanOrEqual(0);
  expect(err).toBeDefined();
  await expect.poll(() => calls.length).toBeGreaterThan(0);
  expect(rows.length).toBeGreaterThan(5);
  expect(rows).toHaveLength(3);
  expect(x).not.toBeUndefined();
});
`),
    ).toEqual([
      '3 loose-matcher expect(rows.length).toBeGreaterThan(0)',
      '4 loose-matcher expect(age).toBeGreaterThanOrEqual(0)',
      '5 loose-matcher expect(err).toBeDefined()',
      '6 loose-matcher expect.poll(() => calls.length).toBeGreaterThan(0)',
    ]);
  });
});

describe('date-now-arithmetic', () => {
  it('finds Date.now() in arithmetic and comparisons, not as a value alone', () => {
    expect(
      problems(`
const pickup = new Date(Date.now() + 86_400_000);
it('a', async () => {
  const started = Date.now();
  while (Date.now() < started + 100) await tick();
  expect(Date.now() - started).toBeLessThan(2000);
  expect(\`key-\${Date.now()}\`).toMatch(/key/);
});
`),
    ).toEqual([
      '2 date-now-arithmetic Date.now() + 86_400_000',
      '5 date-now-arithmetic Date.now() < started + 100',
      '6 date-now-arithmetic Date.now() - started',
    ]);
  });

  it('leaves a file alone that installs fake timers: Date.now() is the held clock there', () => {
    expect(
      problems(`
beforeEach(() => { vi.useFakeTimers({ now: new Date('2026-01-01') }); });
it('a', () => { expect(Date.now() + 1000).toBe(1767225601000); });
`),
    ).toEqual([]);
  });
});

describe('the exceptions', () => {
  const found = [
    { file: 'a.test.ts', line: 3, rule: 'loose-matcher', detail: 'expect(memory).toBeGreaterThan(0)' },
    { file: 'a.test.ts', line: 9, rule: 'loose-matcher', detail: 'expect(rows.length).toBeGreaterThan(0)' },
  ];

  it('take out what they match, by file, rule and excerpt, and name an exception that matches nothing', () => {
    const exceptions = [
      { file: 'a.test.ts', rule: 'loose-matcher', match: 'expect(memory)', reason: 'no test can know it' },
      { file: 'b.test.ts', rule: 'loose-matcher', match: 'expect(memory)', reason: 'a file since fixed' },
    ];
    expect(applyExceptions(found, exceptions)).toEqual({ left: [found[1]], stale: [exceptions[1]] });
  });
});

describe('a check over files on disk', () => {
  const dir = mkdtempSync(join(tmpdir(), 'pothik-test-assertions-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('reads the helpers of a relatively imported module', () => {
    writeFileSync(
      join(dir, 'helpers.ts'),
      'export const expectless = () => 1;\nexport function sure() { expect(1).toBe(1); }\n',
    );
    writeFileSync(
      join(dir, 'a.test.ts'),
      "import { expectless, sure } from './helpers';\nit('asserts', () => { sure(); });\nit('does not', () => { expectless(); });\n",
    );
    expect(problemsIn([join(dir, 'a.test.ts')]).map((p) => `${p.line} ${p.rule} ${p.detail}`)).toEqual([
      '3 no-assertion does not',
    ]);
  });
});
