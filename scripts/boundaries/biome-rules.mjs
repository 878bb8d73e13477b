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

/** The files (from the modules folder, without `.ts`) module `name` may import of the modules it uses. */
function apiDoorsOf(name, layers) {
  return layers.apiModules[name].flatMap((used) =>
    (layers.apiDoors[used] ?? ['service']).map((door) => `${used}/${door}`),
  );
}

// A module's files sit one or two folders deep (`auth/routes.ts`, `booking/trips/routes.ts`); an import
// specifier reaches the modules folder with as many `../` as that depth.
export const apiDepths = [1, 2];

function apiModuleOverrides(name, layers) {
  const doors = apiDoorsOf(name, layers);
  const infrastructure = layers.apiInfrastructure.filter((path) => !path.startsWith(`${name}/`));
  const message = `Modules meet only through their services: ${name} ${
    doors.length ? `may import only ${doors.join(', ')} of other modules` : 'imports no other module'
  }${infrastructure.length ? `; ${infrastructure.join(', ')} is infrastructure, open to all` : ''} (${table}, docs/decisions/0004).`;
  return apiDepths.map((depth) => {
    const up = '../'.repeat(depth);
    const group = [
      `${up}*`,
      `${up}*/**`,
      // `*` matches `..` too: what lies above the modules folder is infrastructure.
      `!${up}../**`,
      `!${up}${name}/**`,
      ...[...doors, ...infrastructure].map((door) => `!${up}${door}`),
    ];
    const files = `apps/api/src/modules/${name}/${'*/'.repeat(depth - 1)}*.ts`;
    return restrict([files], { patterns: [{ group, message }] });
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
      ...Object.keys(layers.apiModules).flatMap((name) => apiModuleOverrides(name, layers)),
    ],
  };
}
