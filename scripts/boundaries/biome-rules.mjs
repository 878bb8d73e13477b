// The layers table (layers.mjs) as Biome overrides. Each is an allow-list: a group denies every import of
// a feature or module and then lets the allowed ones through with gitignore-style `!` entries, so a bare
// barrel (`@/features/content`) is caught as surely as a file inside it. The web's are in web-rules.mjs.
import { restrict, table } from './restrict.mjs';
import { webOverrides } from './web-rules.mjs';

/** Throws when the table names what it does not define, or when its graph has a cycle. */
export function assertLayered(graph, what) {
  for (const [name, uses] of Object.entries(graph)) {
    for (const used of uses) {
      if (!(used in graph))
        throw new Error(`${table}: ${what} ${name} uses ${used}, which is not in the table`);
      if (used === name) throw new Error(`${table}: ${what} ${name} lists itself`);
    }
  }
  const done = new Set();
  const visit = (name, path) => {
    if (path.includes(name))
      throw new Error(`${table}: ${what}s in a circle: ${[...path, name].join(' → ')}`);
    if (done.has(name)) return;
    for (const used of graph[name]) visit(used, [...path, name]);
    done.add(name);
  };
  for (const name of Object.keys(graph)) visit(name, []);
}

/** What module `name` may import of the modules it uses: each one's door, its index.ts. */
function apiDoorsOf(name, layers) {
  return layers.apiModules[name].flatMap((used) => [used, `${used}/index`]);
}

// A module's files sit one or two folders deep (`auth/routes.ts`, `booking/trips/routes.ts`); an import
// specifier reaches the modules folder with as many `../` as that depth.
export const apiDepths = [1, 2];

function apiModuleOverrides(name, layers) {
  const uses = layers.apiModules[name];
  const message = `Modules meet only through their doors (index.ts): ${name} ${
    uses.length
      ? `may import only ${uses.map((used) => `../${used}`).join(', ')} of other modules`
      : 'imports no other module'
  } (${table}, docs/decisions/0004).`;
  return apiDepths.map((depth) => {
    const up = '../'.repeat(depth);
    const group = [
      `${up}*`,
      `${up}*/**`,
      // `*` matches `..` too: what lies above the modules folder is infrastructure.
      `!${up}../**`,
      `!${up}${name}/**`,
      ...apiDoorsOf(name, layers).map((door) => `!${up}${door}`),
    ];
    const files = `apps/api/src/modules/${name}/${'*/'.repeat(depth - 1)}*.ts`;
    return restrict([files], { patterns: [{ group, message }] });
  });
}

// Files of the API's other folders sit up to this many folders below apps/api/src (db/seed/content/x.ts).
const apiFolderDepths = [1, 2, 3, 4];

/** The import patterns a file `depth` folders below apps/api/src may not use, by its folder's rule. */
function folderGroup(rule, depth, folder) {
  const up = depth === 0 ? './' : '../'.repeat(depth);
  if (rule === 'module doors') return [`${up}modules/*/**`, `!${up}modules/*/index`];
  if (rule === 'no module') return [`${up}modules`, `${up}modules/**`];
  // `nothing`: no import leaves the folder (its files are one level down).
  return [`../**`, `!../${folder}/**`];
}

const folderMessages = {
  nothing: 'imports nothing of the API outside itself',
  'no module': 'is infrastructure: it imports no module',
  'module doors': 'imports a module only through its door (modules/<name>, its index.ts)',
};

function apiFolderOverrides(layers) {
  const src = 'apps/api/src';
  // Folders first, sub-folders after them: a later override's options take the place of an earlier's.
  const entries = Object.entries(layers.apiFolders).sort(
    ([a], [b]) => a.split('/').length - b.split('/').length,
  );
  return entries.flatMap(([place, rule]) => {
    const message = `${src}/${place} ${folderMessages[rule]} (${table}).`;
    if (place.endsWith('.ts')) {
      return [restrict([`${src}/${place}`], { patterns: [{ group: folderGroup(rule, 0, place), message }] })];
    }
    const ownDepth = place.split('/').length;
    const depths = rule === 'nothing' ? [ownDepth] : apiFolderDepths.filter((depth) => depth >= ownDepth);
    return depths.map((depth) => {
      const files = `${src}/${place}/${'*/'.repeat(depth - ownDepth)}*.ts`;
      return restrict([files], { patterns: [{ group: folderGroup(rule, depth, place), message }] });
    });
  });
}

function domainOverride(forbidden) {
  return restrict(['packages/domain/**'], { paths: forbidden });
}

/** The generated Biome configuration (before formatting) for the table `layers`. */
export function boundaryConfig(layers) {
  assertLayered(layers.webFeatures, 'web feature');
  assertLayered(layers.apiModules, 'API module');
  return {
    $schema: './node_modules/@biomejs/biome/configuration_schema.json',
    overrides: [
      domainOverride(layers.domainForbidden),
      ...webOverrides(layers),
      ...apiFolderOverrides(layers),
      ...Object.keys(layers.apiModules).flatMap((name) => apiModuleOverrides(name, layers)),
    ],
  };
}
