import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

// The console's own texts, found in its code the way the catalogue test reads them: JSX text (which
// must sit in <T>), the text props react-admin and MUI show, translate() and notify() calls, and the
// names of choices and the label maps (objects named …Labels, …Names or …Text).

const TEXT_PROPS = new Set([
  'label',
  'title',
  'emptyText',
  'placeholder',
  'helperText',
  'submitLabel',
  'aria-label',
  'alt',
  'head',
]);
const TEXT_KEYS = new Set(['name', 'label', 'noun']);
const LABEL_MAP = /(Labels|Names|Text)$/;
const TEXT_CALLS = new Set(['translate', 'notify', 'T']);
const latin = /[A-Za-z]/;

export type Finding = { file: string; line: number; text: string };

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name))
    .map((e) => join(e.parentPath, e.name))
    .filter((path) => !path.includes(`${join(dir, 'i18n')}/`) || path.endsWith('language-switch.tsx'));
}

function tagName(node: ts.JsxElement) {
  return node.openingElement.tagName.getText();
}

/** The console texts of one file, and the English no catalogue can reach (JSX text outside <T>, templates). */
function read(path: string, root: string, texts: Finding[], untranslatable: Finding[]) {
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
  const file = relative(root, path);
  const at = (node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
  const found = (node: ts.Node, text: string) => {
    if (latin.test(text)) texts.push({ file, line: at(node), text: squash(text) });
  };
  const refused = (node: ts.Node, text: string) => untranslatable.push({ file, line: at(node), text });
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && latin.test(node.text)) {
      const parent = node.parent;
      if (ts.isJsxElement(parent) && tagName(parent) === 'T') found(node, node.text);
      else if (!isUntranslated(parent)) refused(node, squash(node.text));
    }
    if (ts.isJsxAttribute(node) && TEXT_PROPS.has(node.name.getText()) && node.initializer) {
      const value = node.initializer;
      if (ts.isStringLiteral(value)) found(value, value.text);
      else if (ts.isJsxExpression(value) && value.expression) literalOrRefuse(value.expression);
    }
    if (ts.isPropertyAssignment(node) && ts.isStringLiteralLike(node.initializer)) {
      const key = node.name.getText();
      const owner = node.parent.parent;
      const inLabelMap = ts.isVariableDeclaration(owner) && LABEL_MAP.test(owner.name.getText());
      // A resource's `name` is its path under /admin/api ("live-trips", "settings/pricing"), not a text.
      const isPath = key === 'name' && /^[a-z][a-z0-9/-]*$/.test(node.initializer.text);
      if ((TEXT_KEYS.has(key) || inLabelMap) && !isPath) found(node.initializer, node.initializer.text);
    }
    if (ts.isCallExpression(node)) {
      const callee = node.expression.getText();
      const first = node.arguments[0];
      if (TEXT_CALLS.has(callee) && first) for (const text of literals(first)) found(first, text);
      if (/^window\.(prompt|confirm|alert)$/.test(callee) && first && !ts.isCallExpression(first)) {
        refused(first, first.getText());
      }
    }
    ts.forEachChild(node, visit);
  };
  /** A text prop given as an expression: a literal is a text; a template with English in it cannot be one. */
  const literalOrRefuse = (expression: ts.Expression) => {
    for (const text of literals(expression)) found(expression, text);
    if (ts.isTemplateExpression(expression)) {
      const parts = [expression.head.text, ...expression.templateSpans.map((s) => s.literal.text)];
      if (parts.some((p) => latin.test(p))) refused(expression, expression.getText());
    }
  };
  visit(source);
}

/** The texts an expression may be: a literal, or either side of a choice between literals. */
function literals(expression: ts.Expression): string[] {
  if (ts.isStringLiteralLike(expression)) return [expression.text];
  if (ts.isParenthesizedExpression(expression)) return literals(expression.expression);
  if (ts.isArrayLiteralExpression(expression)) return expression.elements.flatMap((e) => literals(e));
  if (ts.isConditionalExpression(expression)) {
    return [...literals(expression.whenTrue), ...literals(expression.whenFalse)];
  }
  if (
    ts.isBinaryExpression(expression) &&
    expression.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken
  ) {
    return [...literals(expression.left), ...literals(expression.right)];
  }
  return [];
}

/** Text the code marks as not the console's (a language's own name, a code sample) by translate="no". */
function isUntranslated(element: ts.Node): boolean {
  for (let node: ts.Node | undefined = element; node; node = node.parent) {
    if (ts.isJsxElement(node)) {
      const marked = node.openingElement.attributes.properties.some(
        (p) =>
          ts.isJsxAttribute(p) && p.name.getText() === 'translate' && p.initializer?.getText() === '"no"',
      );
      if (marked) return true;
    }
  }
  return false;
}

/** Every console text in the code under `root` (apps/admin/src), and any English the catalogue cannot reach. */
export function consoleTexts(root: string) {
  const texts: Finding[] = [];
  const untranslatable: Finding[] = [];
  for (const path of sourceFiles(root)) read(path, root, texts, untranslatable);
  return { texts, untranslatable };
}
