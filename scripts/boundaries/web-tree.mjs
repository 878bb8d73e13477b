// What of apps/web/src the layers table does not cover: a feature folder it does not list, or any other
// folder or file (tests aside) that is neither below the features (`webShared`) nor above them (`webTop`).
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const isTest = (name) => /\.test\.tsx?$/.test(name);

function sameNames(found, listed, what, where) {
  const missing = found.filter((name) => !listed.includes(name));
  const gone = listed.filter((name) => !found.includes(name));
  const problems = [];
  if (missing.length) problems.push(`${where} has ${what} the table does not list: ${missing.join(', ')}`);
  if (gone.length) problems.push(`the table lists ${what} ${where} does not have: ${gone.join(', ')}`);
  return problems;
}

export function webTreeProblems(root, layers) {
  const src = join(root, 'apps/web/src');
  const features = readdirSync(join(src, 'features'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  const entries = readdirSync(src)
    .filter((name) => name !== 'features' && !isTest(name))
    .sort();
  const problems = [
    ...sameNames(features, Object.keys(layers.webFeatures), 'web features', 'apps/web/src/features'),
    ...sameNames(entries, [...layers.webShared, ...layers.webTop].sort(), 'entries', 'apps/web/src'),
  ];
  for (const [feature, doors] of Object.entries(layers.webDoors)) {
    if (!(feature in layers.webFeatures)) problems.push(`webDoors names ${feature}, which is no web feature`);
    for (const door of doors) {
      if (!['.ts', '.tsx'].some((ext) => existsSync(join(src, 'features', feature, `${door}${ext}`))))
        problems.push(`apps/web/src/features/${feature}/${door}.ts does not exist`);
    }
  }
  for (const feature of features) {
    if (!existsSync(join(src, 'features', feature, 'index.ts')))
      problems.push(`apps/web/src/features/${feature} has no index.ts, its door`);
  }
  return problems;
}
