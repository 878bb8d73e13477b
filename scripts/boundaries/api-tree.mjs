// The API's side of the boundaries check, read from the tree: every folder in the table, every module
// with its door (exporting no repo) and its plugin (declaring the table's dependencies), every table
// query by its owner, and no repo imported from outside its module.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { repoDoorProblems } from './repo-doors.mjs';

const foldersIn = (dir) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

function filesIn(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesIn(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** `{ name, dependencies }` as modules/<name>/plugin.ts declares them to fastify-plugin, or null. */
export function pluginDeclaration(text) {
  const found = text.match(/\{\s*name:\s*'([^']+)',\s*dependencies:\s*\[([^\]]*)\]\s*,?\s*\}/);
  if (!found) return null;
  const dependencies = [...found[2].matchAll(/'([^']+)'/g)].map((m) => m[1]);
  return { name: found[1], dependencies };
}

/** Every module's plugin declaration, by module folder; problems for a missing or odd one. */
export function pluginGraph(root) {
  const modulesDir = join(root, 'apps/api/src/modules');
  const graph = {};
  const problems = [];
  for (const name of foldersIn(modulesDir)) {
    const file = join(modulesDir, name, 'plugin.ts');
    if (!existsSync(file)) {
      problems.push(`apps/api/src/modules/${name} has no plugin.ts`);
      continue;
    }
    const declared = pluginDeclaration(readFileSync(file, 'utf8'));
    if (!declared) {
      problems.push(
        `apps/api/src/modules/${name}/plugin.ts declares no \`{ name: '${name}', dependencies: [...] }\``,
      );
      continue;
    }
    if (declared.name !== name)
      problems.push(`apps/api/src/modules/${name}/plugin.ts is named '${declared.name}', not '${name}'`);
    graph[name] = declared.dependencies;
  }
  return { graph, problems };
}

// The table objects a file imports from db/schema as values (a type-only import builds no query).
const schemaImport =
  /import\s+(type\s+)?(\{[^}]*\}|\*\s+as\s+\w+)\s+from\s+'([^']*\/db\/schema(?:\/[\w-]+)?)'/g;

function importedTables(text, tables) {
  const found = [];
  let namespace = false;
  for (const [, typeOnly, what] of text.matchAll(schemaImport)) {
    if (typeOnly) continue;
    if (what.startsWith('*')) {
      namespace = true;
      continue;
    }
    for (const part of what.slice(1, -1).split(',')) {
      const name = part.trim();
      if (!name || name.startsWith('type ')) continue;
      const imported = name.split(/\s+as\s+/)[0];
      if (tables.has(imported)) found.push(imported);
    }
  }
  return { found, namespace };
}

/** The Drizzle tables apps/api/src/db/schema exports (`export const x = pgTable(`). */
export function schemaTables(root) {
  const dir = join(root, 'apps/api/src/db/schema');
  return new Set(
    readdirSync(dir)
      .filter((file) => file.endsWith('.ts'))
      .flatMap((file) => [
        ...readFileSync(join(dir, file), 'utf8').matchAll(/export const (\w+) = pgTable\(/g),
      ])
      .map((m) => m[1]),
  );
}

/**
 * Table ownership: each table has one owner (a module, or the infrastructure), and a module's files
 * import only its own tables' objects from db/schema (and the joins the table grants). A module file
 * that imports a table object builds queries on it; that is the whole mechanism, and it needs no SQL
 * parsing: a query without the table's object is raw SQL naming the table, which no module writes.
 */
export function tableProblems(root, layers) {
  const tables = schemaTables(root);
  const problems = [];
  const owner = new Map();
  const owned = [
    ...Object.entries(layers.apiTables).flatMap(([name, list]) => list.map((table) => [table, name])),
    ...layers.infrastructureTables.map((table) => [table, 'the infrastructure']),
  ];
  for (const [table, name] of owned) {
    if (!tables.has(table))
      problems.push(`the table lists ${table} (${name}), which db/schema does not export`);
    if (owner.has(table)) problems.push(`${table} is owned by both ${owner.get(table)} and ${name}`);
    owner.set(table, name);
  }
  for (const table of tables) {
    if (!owner.has(table)) problems.push(`db/schema's ${table} has no owner in the table (apiTables)`);
  }
  for (const name of Object.keys(layers.apiTables)) {
    if (!(name in layers.apiModules)) problems.push(`apiTables names ${name}, which is no module`);
  }
  const modulesDir = join(root, 'apps/api/src/modules');
  for (const name of foldersIn(modulesDir)) {
    const mayUse = new Set([...(layers.apiTables[name] ?? []), ...(layers.apiTableJoins[name] ?? [])]);
    for (const file of filesIn(join(modulesDir, name))) {
      const { found, namespace } = importedTables(readFileSync(file, 'utf8'), tables);
      const path = relative(root, file);
      if (namespace)
        problems.push(`${path} imports all of db/schema; import the module's own tables by name`);
      for (const table of found.filter((t) => !mayUse.has(t))) {
        problems.push(
          `${path} queries ${table}, a table of ${owner.get(table)}: read it through ${owner.get(table)}'s index.ts`,
        );
      }
    }
  }
  return problems;
}

/** What of the API the table does not cover, and every module's door and plugin. */
export function apiTreeProblems(root, layers) {
  const src = join(root, 'apps/api/src');
  const modulesDir = join(src, 'modules');
  const problems = [];
  const modules = foldersIn(modulesDir);
  const listed = Object.keys(layers.apiModules);
  for (const name of modules.filter((m) => !listed.includes(m)))
    problems.push(`apps/api/src/modules has API modules the table does not list: ${name}`);
  for (const name of listed.filter((m) => !modules.includes(m)))
    problems.push(`the table lists API modules apps/api/src/modules does not have: ${name}`);
  for (const name of modules) {
    if (!existsSync(join(modulesDir, name, 'index.ts')))
      problems.push(`apps/api/src/modules/${name} has no index.ts, its door`);
  }
  const entries = readdirSync(src, { withFileTypes: true })
    .filter((entry) => entry.name !== 'modules' && (entry.isDirectory() || entry.name.endsWith('.ts')))
    .map((entry) => entry.name);
  for (const entry of entries.filter((e) => !(e in layers.apiFolders)))
    problems.push(`apps/api/src/${entry} is not in the table (apiFolders)`);
  for (const place of Object.keys(layers.apiFolders)) {
    if (!existsSync(join(src, place)))
      problems.push(`the table lists apps/api/src/${place}, which does not exist`);
  }
  const { graph, problems: pluginProblems } = pluginGraph(root);
  problems.push(...pluginProblems);
  for (const [name, dependencies] of Object.entries(graph)) {
    const expected = [...(layers.apiModules[name] ?? [])].sort().join(', ');
    const declared = [...dependencies].sort().join(', ');
    if (name in layers.apiModules && expected !== declared)
      problems.push(
        `apps/api/src/modules/${name}/plugin.ts depends on [${declared}], the table on [${expected}]`,
      );
  }
  problems.push(...tableProblems(root, layers));
  problems.push(...repoDoorProblems(root));
  return problems;
}

/** The modules in an order where each follows those it depends on (names in order among equals). */
export function dependencyOrder(graph) {
  const order = [];
  const placed = new Set();
  const visit = (name) => {
    if (placed.has(name)) return;
    placed.add(name);
    for (const used of [...graph[name]].sort()) visit(used);
    order.push(name);
  };
  for (const name of Object.keys(graph).sort()) visit(name);
  return order;
}

const start =
  '<!-- plugin-graph:start (generated by node scripts/boundaries.mjs from the plugins and layers.mjs) -->';
const end = '<!-- plugin-graph:end -->';

/** docs/architecture.md's opening section: the plugin graph and who owns which table. */
export function pluginGraphSection(graph, layers) {
  const order = dependencyOrder(graph);
  const tables = (name) => {
    const own = (layers.apiTables[name] ?? []).map((t) => `\`${t}\``).join(', ');
    const joins = (layers.apiTableJoins[name] ?? []).map((t) => `\`${t}\``).join(', ');
    return [own || '—', joins ? ` (joins ${joins})` : ''].join('');
  };
  const rows = order.map(
    (name) =>
      `| \`${name}\` | ${graph[name].length ? graph[name].map((d) => `\`${d}\``).join(', ') : '—'} | ${tables(name)} |`,
  );
  const edges = order.flatMap((name) =>
    graph[name].length
      ? graph[name].map((d) => `  ${name.replace('-', '_')} --> ${d.replace('-', '_')}`)
      : [`  ${name.replace('-', '_')}`],
  );
  return [
    start,
    '',
    '## Modules: the plugin graph and who owns which table',
    '',
    'Each API module (`apps/api/src/modules/<name>`) is one Fastify plugin (`plugin.ts`) that declares the',
    'modules it depends on; `app.ts` registers them in an order those declarations allow, and Fastify',
    'refuses one registered before its dependencies. Other modules, `app.ts` and the seed import a module',
    'only through its `index.ts`. A module queries only the Drizzle tables it owns (and the joins listed);',
    "another module reads them through the owner's `index.ts`. `node scripts/boundaries.mjs --check`",
    '(in `npm test`) fails when this section, the plugins or the tables disagree with',
    "`scripts/boundaries/layers.mjs`. The seed's own tables (`" +
      layers.infrastructureTables.join('`, `') +
      "`) are the infrastructure's.",
    '',
    '| module (each after those it depends on) | depends on (plugin `dependencies`) | owns tables |',
    '|---|---|---|',
    ...rows,
    '',
    '```mermaid',
    'flowchart BT',
    ...edges,
    '```',
    '',
    end,
  ].join('\n');
}

/** `text` (docs/architecture.md) with its generated section made from `section`, after the title. */
export function withPluginGraph(text, section) {
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from !== -1 && to !== -1) return text.slice(0, from) + section + text.slice(to + end.length);
  const firstLineEnd = text.indexOf('\n') + 1;
  return `${text.slice(0, firstLineEnd)}\n${section}\n${text.slice(firstLineEnd)}`;
}
