// Small functions: no function in an API route file (apps/api/src/**/*routes*.ts) is longer than 80 lines,
// so a module's routes are registered by resource, a few per function, not all in one. It also prints the
// longest function of apps/ and packages/ source (tests, data and generated files left out as in
// .jscpd.json), as a figure to watch. Lines count from the function's first token to its last, inclusive.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { root } from './lib.mjs';

export const ROUTE_FUNCTION_MAX_LINES = 80;
const routeFile = /^apps\/api\/src\/.*routes[^/]*\.ts$/;
const sourceFile = /\.(ts|tsx|mjs|js)$/;

/** `**` any folders, `*` any part of one name, as .jscpd.json's ignore list writes them. */
const globToRegExp = (glob) =>
  new RegExp(
    `^${glob
      .split(/(\*\*\/|\*\*|\*)/)
      .map((part) =>
        part === '**/'
          ? '(?:.*/)?'
          : part === '**'
            ? '.*'
            : part === '*'
              ? '[^/]*'
              : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'),
      )
      .join('')}$`,
  );

/** Every function (declaration, expression, arrow, method, accessor, constructor) of `text` with its length. */
export function functionLengths(fileName, text) {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const found = [];
  const visit = (node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const start = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const end = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      const name = node.name && ts.isIdentifier(node.name) ? node.name.text : nameFromParent(node);
      found.push({ name, line: start + 1, lines: end - start + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function nameFromParent(node) {
  const parent = node.parent;
  if (
    parent &&
    (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) &&
    ts.isIdentifier(parent.name)
  )
    return parent.name.text;
  return '(anonymous)';
}

/** The source files of apps/ and packages/ that git tracks, without what .jscpd.json leaves out. */
export function sourceFiles(dir = root) {
  const ignore = JSON.parse(readFileSync(join(dir, '.jscpd.json'), 'utf8')).ignore.map(globToRegExp);
  return execFileSync('git', ['ls-files', 'apps', 'packages'], { cwd: dir, encoding: 'utf8' })
    .split('\n')
    .filter(
      (file) => sourceFile.test(file) && !file.endsWith('.d.ts') && !ignore.some((re) => re.test(file)),
    );
}

export function lengthReport(dir = root) {
  let longest;
  const tooLong = [];
  for (const file of sourceFiles(dir)) {
    for (const fn of functionLengths(file, readFileSync(join(dir, file), 'utf8'))) {
      const at = { ...fn, file };
      if (!longest || fn.lines > longest.lines) longest = at;
      if (routeFile.test(file) && fn.lines > ROUTE_FUNCTION_MAX_LINES) tooLong.push(at);
    }
  }
  return { longest, tooLong };
}

/**
 * The route files allowed a longer function for a while (scripts/function-length-exceptions.json: file and
 * reason). An entry whose file no longer has one fails the check too, so the list only shrinks.
 */
export function lengthProblems(dir = root) {
  const { longest, tooLong } = lengthReport(dir);
  const allowed = JSON.parse(readFileSync(join(dir, 'scripts/function-length-exceptions.json'), 'utf8'));
  const where = (fn) => `${fn.file}:${fn.line} ${fn.name} (${fn.lines} lines)`;
  const problems = tooLong
    .filter((fn) => !allowed[fn.file])
    .sort((a, b) => b.lines - a.lines)
    .map(where);
  for (const file of Object.keys(allowed)) {
    if (!tooLong.some((fn) => fn.file === file))
      problems.push(
        `${file} has no function over ${ROUTE_FUNCTION_MAX_LINES} lines now: remove its exception`,
      );
  }
  return {
    longest: longest && where(longest),
    allowedNow: tooLong.filter((fn) => allowed[fn.file]).map(where),
    problems,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { longest, allowedNow, problems } = lengthProblems();
  if (longest) console.log(`longest function in apps/ and packages/: ${longest}`);
  for (const fn of allowedNow) console.log(`allowed for now: ${fn}`);
  if (problems.length > 0) {
    console.error(
      `Route files' functions over ${ROUTE_FUNCTION_MAX_LINES} lines (register routes by resource, a few per function):\n- ${problems.join('\n- ')}`,
    );
    process.exit(1);
  }
  console.log(
    `no function in an API route file is over ${ROUTE_FUNCTION_MAX_LINES} lines${allowedNow.length > 0 ? ', but those allowed for now' : ''}`,
  );
}
