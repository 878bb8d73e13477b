// The rules of scripts/check-test-assertions.mjs, on one file's source at a time (the TypeScript
// compiler's syntax tree, no type checking: a few seconds for every test file of the repository).
//
// 1. no-assertion: a test's body (it/test, with .only, .each(…), .for(…), .runIf(…), .skipIf(…),
//    .concurrent, .fails) must assert. It does when, anywhere in it (callbacks included), it calls
//    - expect (expect(…), expect.poll, expect.soft, expect.assertions, expectTypeOf) or assert;
//    - a function whose name starts with `expect` or `assert` (the naming of an assertion helper);
//    - a helper that asserts: a function, arrow function or method of that name declared in the same
//      file or in a module it imports by a relative path (one level deep), whose own body asserts by
//      these same rules. A helper is matched by name only; a helper that only throws does not count.
// 2. loose-matcher: toBeGreaterThan(0), toBeGreaterThanOrEqual(0) and toBeDefined() say almost nothing
//    about a value a test seeded or can compute; it asserts the exact value instead. A value no test can
//    know (a process's memory, a stack's frame count) is listed in the exceptions with its reason.
// 3. date-now-arithmetic: Date.now() in arithmetic or a comparison (a time relative to the wall clock, a
//    wall-clock wait) in a test file that installs no fake timers (vi.useFakeTimers / vi.setSystemTime,
//    under which Date.now() is the held clock): a held clock or fake timers make it exact.
import ts from 'typescript';

const testCallees = new Set(['it', 'test']);
// it.only(…), test.concurrent(…): a test; it.each(…)(…), it.runIf(…)(…): a test of the returned function.
const directModifiers = new Set(['only', 'concurrent', 'fails', 'sequential']);
const factoryModifiers = new Set(['each', 'for', 'runIf', 'skipIf']);
const assertionRoots = new Set(['expect', 'assert', 'expectTypeOf', 'assertType']);
// expect…, assert…, and fast-check's fc.assert.
const assertionHelperName = /^(expect|assert)([A-Z0-9_]\w*)?$/;
const looseMatchers = { toBeGreaterThan: '0', toBeGreaterThanOrEqual: '0', toBeDefined: null };

export const ruleNames = ['no-assertion', 'loose-matcher', 'date-now-arithmetic'];

/** it / test / it.only / it.each(…) / it.runIf(…): whether `call` declares a test. */
function isTestCall(call) {
  const callee = call.expression;
  if (ts.isIdentifier(callee)) return testCallees.has(callee.text);
  if (ts.isPropertyAccessExpression(callee) && ts.isIdentifier(callee.expression)) {
    return testCallees.has(callee.expression.text) && directModifiers.has(callee.name.text);
  }
  if (ts.isCallExpression(callee) && ts.isPropertyAccessExpression(callee.expression)) {
    const inner = callee.expression;
    return (
      ts.isIdentifier(inner.expression) &&
      testCallees.has(inner.expression.text) &&
      factoryModifiers.has(inner.name.text)
    );
  }
  return false;
}

const isFunctionLike = (node) =>
  node && (ts.isArrowFunction(node) || ts.isFunctionExpression(node) || ts.isFunctionDeclaration(node));

/** The name a call goes by: `f(…)` → f, `a.b.f(…)` → f. */
function calleeName(call) {
  const callee = call.expression;
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text;
  return undefined;
}

/** The leftmost identifier of a call chain: `expect(x).not.toBe(1)` → expect. */
function rootName(node) {
  let current = node;
  for (;;) {
    if (ts.isCallExpression(current) || ts.isPropertyAccessExpression(current)) current = current.expression;
    else if (ts.isElementAccessExpression(current) || ts.isNonNullExpression(current))
      current = current.expression;
    else if (ts.isAwaitExpression(current) || ts.isParenthesizedExpression(current))
      current = current.expression;
    else break;
  }
  return ts.isIdentifier(current) ? current.text : undefined;
}

function forEachDescendant(node, visit) {
  const walk = (n) => {
    visit(n);
    ts.forEachChild(n, walk);
  };
  ts.forEachChild(node, walk);
}

/** Every named function-like in a file: declarations, `const f = () => …`, `f: () => …`, methods. */
export function namedFunctions(sourceFile) {
  const found = new Map();
  const add = (name, body) => found.set(name, [...(found.get(name) ?? []), body]);
  forEachDescendant(sourceFile, (node) => {
    if (ts.isFunctionDeclaration(node) && node.name && node.body) add(node.name.text, node.body);
    else if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && isFunctionLike(node.initializer))
      add(node.name.text, node.initializer.body);
    else if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name) && isFunctionLike(node.initializer))
      add(node.name.text, node.initializer.body);
    else if (ts.isMethodDeclaration(node) && ts.isIdentifier(node.name) && node.body)
      add(node.name.text, node.body);
  });
  return found;
}

/**
 * Whether `body` asserts: calls expect/assert, a helper named as one, or a function of `functions`
 * (name → bodies) that asserts. `seen` breaks cycles between helpers.
 */
export function asserts(body, functions, seen = new Set()) {
  let found = false;
  const visit = (node) => {
    if (found) return;
    if (ts.isCallExpression(node)) {
      const root = rootName(node.expression);
      const name = calleeName(node);
      if ((root && assertionRoots.has(root)) || (name && assertionHelperName.test(name))) {
        found = true;
        return;
      }
      if (name && functions.has(name) && !seen.has(name)) {
        seen.add(name);
        if (functions.get(name).some((helper) => asserts(helper, functions, seen))) {
          found = true;
          return;
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(body);
  return found;
}

function testName(call, sourceFile) {
  const first = call.arguments[0];
  if (first && (ts.isStringLiteral(first) || ts.isNoSubstitutionTemplateLiteral(first))) return first.text;
  return first ? first.getText(sourceFile).slice(0, 80) : '(unnamed)';
}

const usesFakeTimers = (text) => /\bvi\.(useFakeTimers|setSystemTime)\(/.test(text);

const arithmetic = new Set([
  ts.SyntaxKind.PlusToken,
  ts.SyntaxKind.MinusToken,
  ts.SyntaxKind.LessThanToken,
  ts.SyntaxKind.LessThanEqualsToken,
  ts.SyntaxKind.GreaterThanToken,
  ts.SyntaxKind.GreaterThanEqualsToken,
]);

const isDateNow = (node) =>
  ts.isCallExpression(node) &&
  ts.isPropertyAccessExpression(node.expression) &&
  ts.isIdentifier(node.expression.expression) &&
  node.expression.expression.text === 'Date' &&
  node.expression.name.text === 'now';

/** The expression a problem is known by in the exceptions: its source text, whitespace folded. */
const excerpt = (node, sourceFile) => node.getText(sourceFile).replace(/\s+/g, ' ');

/**
 * The problems of one test file. `helpers` is the name → bodies map of the functions of the modules
 * it imports by relative path (see namedFunctions); the file's own are added here.
 */
export function checkSource(fileName, text, helpers = new Map()) {
  const kind = fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const sourceFile = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, kind);
  const functions = new Map(helpers);
  for (const [name, bodies] of namedFunctions(sourceFile)) {
    functions.set(name, [...(functions.get(name) ?? []), ...bodies]);
  }
  const fakeTimers = usesFakeTimers(text);
  const problems = [];
  const report = (rule, node, detail) => {
    const { line } = sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile));
    problems.push({ file: fileName, line: line + 1, rule, detail });
  };
  forEachDescendant(sourceFile, (node) => {
    if (ts.isCallExpression(node) && isTestCall(node)) {
      const body = node.arguments.slice(1).find(isFunctionLike);
      if (body && !asserts(body.body, functions)) report('no-assertion', node, testName(node, sourceFile));
    }
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const matcher = node.expression.name.text;
      if (Object.hasOwn(looseMatchers, matcher) && rootName(node.expression) === 'expect') {
        const wanted = looseMatchers[matcher];
        const args = node.arguments.map((a) => a.getText(sourceFile));
        if (wanted === null ? args.length === 0 : args.length === 1 && args[0] === wanted) {
          report('loose-matcher', node, excerpt(node, sourceFile));
        }
      }
    }
    if (!fakeTimers && isDateNow(node)) {
      let parent = node.parent;
      while (parent && ts.isParenthesizedExpression(parent)) parent = parent.parent;
      if (parent && ts.isBinaryExpression(parent) && arithmetic.has(parent.operatorToken.kind)) {
        report('date-now-arithmetic', node, excerpt(parent, sourceFile));
      }
    }
  });
  return problems;
}

/** The relative imports of a file's source, as written (`./helpers/app`). */
export function relativeImports(fileName, text) {
  const sourceFile = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false);
  return sourceFile.statements
    .filter((s) => ts.isImportDeclaration(s) && ts.isStringLiteral(s.moduleSpecifier))
    .map((s) => s.moduleSpecifier.text)
    .filter((specifier) => specifier.startsWith('.') || specifier.startsWith('@/'));
}

export function parse(fileName, text) {
  const kind = fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  return ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, kind);
}
