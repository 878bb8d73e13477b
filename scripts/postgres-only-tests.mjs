// The API tests that run only on PostgreSQL (`describe.runIf(testDbKind === 'postgres')`, `it.runIf(…)`,
// or skipIf on PGlite): what a run without TEST_DATABASE_URL leaves out, named so it says so.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

const onPostgresOnly = (condition) => {
  const text = condition.replace(/\s+/g, ' ');
  return {
    runIf: /testDbKind === 'postgres'|testDbKind !== 'pglite'/.test(text),
    skipIf: /testDbKind === 'pglite'|testDbKind !== 'postgres'/.test(text),
  };
};

/** `describe.runIf(cond)('name', …)` and the like in one file's source: their kind and name. */
export function postgresOnlyIn(fileName, text) {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const found = [];
  const visit = (node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isCallExpression(node.expression) &&
      ts.isPropertyAccessExpression(node.expression.expression) &&
      ts.isIdentifier(node.expression.expression.expression)
    ) {
      const kind = node.expression.expression.expression.text;
      const modifier = node.expression.expression.name.text;
      const condition = node.expression.arguments[0]?.getText(source) ?? '';
      const name = node.arguments[0];
      if (
        ['describe', 'it', 'test'].includes(kind) &&
        onPostgresOnly(condition)[modifier] === true &&
        name &&
        (ts.isStringLiteral(name) || ts.isNoSubstitutionTemplateLiteral(name))
      ) {
        found.push({ file: fileName, kind, name: name.text });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Every PostgreSQL-only block of the API suite (apps/api/test/*.test.ts). */
export function postgresOnlyTests(apiTestDir) {
  return readdirSync(apiTestDir)
    .filter((f) => f.endsWith('.test.ts'))
    .sort()
    .flatMap((f) => postgresOnlyIn(f, readFileSync(join(apiTestDir, f), 'utf8')));
}
