// Every test asserts, asserts what it can know exactly, and reads no wall clock where a held one works:
// the rules are in scripts/test-assertions/rules.mjs, the exceptions (each with its reason) in
// scripts/test-assertions/exceptions.json. Fails on a problem not excepted, and on an exception that
// no longer matches anything (so the list only shrinks). npm test runs it with the static checks.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { root } from './lib.mjs';
import { checkSource, namedFunctions, parse, relativeImports } from './test-assertions/rules.mjs';

const exceptionsFile = join(root, 'scripts/test-assertions/exceptions.json');
const testFile = /\.(test|spec)\.(ts|tsx|mts|mjs)$/;

/** The file an import names: `./helpers/app` → …/helpers/app.ts; `@/lib/x` in the web app → src/lib/x. */
function resolveImport(from, specifier) {
  const base = specifier.startsWith('@/')
    ? join(root, 'apps/web/src', specifier.slice(2))
    : resolve(dirname(from), specifier);
  const candidates = [
    base,
    ...['.ts', '.tsx', '.mts', '.mjs', '.js'].map((ext) => base.replace(/\.m?js$/, '') + ext),
    ...['index.ts', 'index.tsx'].map((index) => join(base, index)),
  ];
  return candidates.find((file) => existsSync(file) && !file.endsWith('/') && /\.[cm]?[jt]sx?$/.test(file));
}

const helperCache = new Map();
/** The named functions of a helper module (name → bodies). */
function helpersOf(file) {
  if (!helperCache.has(file)) helperCache.set(file, namedFunctions(parse(file, readFileSync(file, 'utf8'))));
  return helperCache.get(file);
}

export function problemsIn(files) {
  const problems = [];
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const helpers = new Map();
    for (const specifier of relativeImports(file, text)) {
      const target = resolveImport(file, specifier);
      if (!target) continue;
      for (const [name, bodies] of helpersOf(target))
        helpers.set(name, [...(helpers.get(name) ?? []), ...bodies]);
    }
    problems.push(...checkSource(relative(root, file), text, helpers));
  }
  return problems;
}

/** Problems not excepted, and exceptions that matched nothing. */
export function applyExceptions(problems, exceptions) {
  const used = new Set();
  const left = problems.filter((problem) => {
    const index = exceptions.findIndex(
      (e) => e.file === problem.file && e.rule === problem.rule && problem.detail.includes(e.match),
    );
    if (index === -1) return true;
    used.add(index);
    return false;
  });
  const stale = exceptions.filter((_, i) => !used.has(i));
  return { left, stale };
}

function main() {
  const started = performance.now();
  const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((f) => testFile.test(f) && !f.includes('node_modules/') && existsSync(join(root, f)))
    .map((f) => join(root, f));
  const exceptions = JSON.parse(readFileSync(exceptionsFile, 'utf8'));
  const missingReason = exceptions.filter((e) => typeof e.reason !== 'string' || e.reason.trim().length < 10);
  const { left, stale } = applyExceptions(problemsIn(files), exceptions);
  for (const p of left) console.log(`${p.file}:${p.line}  ${p.rule}  ${p.detail}`);
  for (const e of stale) console.log(`stale exception (matches nothing): ${e.file} ${e.rule} "${e.match}"`);
  for (const e of missingReason) console.log(`exception without a reason: ${e.file} ${e.rule} "${e.match}"`);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const failed = left.length + stale.length + missingReason.length;
  console.log(
    `${files.length} test files checked in ${seconds} s: ${left.length} problems, ${stale.length} stale exceptions, ${exceptions.length} exceptions listed`,
  );
  process.exit(failed === 0 ? 0 : 1);
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) main();
