import { spawnSync } from 'node:child_process';
import { copyFileSync, cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tableProblems } from '../../../scripts/boundaries/api-tree.mjs';
import * as layers from '../../../scripts/boundaries/layers.mjs';
import { apiModules, webFeatures } from '../../../scripts/boundaries/layers.mjs';
import { repoDoorProblems } from '../../../scripts/boundaries/repo-doors.mjs';

// The import rules (biome.boundaries.jsonc, made from scripts/boundaries/layers.mjs) run by Biome itself
// on probe files in a copy of the repository's configuration: a probe lists imports and whether the
// table allows each, and exactly the others must be reported.

const root = join(import.meta.dirname, '../../..');
const biome = join(root, 'node_modules/.bin/biome');

type Probe = { path: string; imports: [specifier: string, allowed: boolean][] };

const features = Object.keys(webFeatures);
const modules = Object.keys(apiModules);

const probes: Probe[] = [
  // Every feature's barrel from every other feature: a bare `@/features/<name>` is caught as surely as a
  // file inside it (the old deny-lists matched only `@/features/<name>/**`).
  ...features.map((feature) => ({
    path: `apps/web/src/features/${feature}/barrel-probe.ts`,
    imports: features
      .filter((other) => other !== feature)
      .map((other): [string, boolean] => [`@/features/${other}`, webFeatures[feature]!.includes(other)]),
  })),
  // A feature's files are its own: another feature reaches it only through its index.ts, even one it may use.
  {
    path: 'apps/web/src/features/trip/probe.ts',
    imports: [
      ['@/features/content', true],
      ['@/features/places', true],
      ['@/features/trip/trip-fields', true],
      ['@/features/places/place-value', false],
      ['@/features/content/blogs/blog-list-page', false],
      ['@/features/ride', false],
      ['@/features/ride/ride-panel', false],
      ['@/features/places/places-api', false],
      ['@/features/my-trips/testing/fixtures', false],
      ['@/features/driver/trip/driver-trip-api', false],
    ],
  },
  // The routes, the proxy and instrumentation compose any feature, through its index.ts only.
  ...['app/(site)/probe/page.tsx', 'proxy.ts', 'instrumentation.ts'].map((file) => ({
    path: `apps/web/src/${file}`,
    imports: [
      ['@/features/content', true],
      ['@/features/driver', true],
      ['@/config/env', true],
      ['@/features/content/blogs/blog-list-page', false],
      ['@/features/driver/trip/driver-trip-page', false],
      ['@/features/tags/tag-hosts', false],
    ] as [string, boolean][],
  })),
  // Shared code sits below every feature: neither a barrel nor a file of one.
  ...['components', 'config', 'i18n', 'lib'].map((folder) => ({
    path: `apps/web/src/${folder}/probe.ts`,
    imports: [
      ['@/lib/format', true],
      ['@/features/auth', false],
      ['@/features/route-map', false],
      ['@/features/route-map/map-tiles', false],
      ['@/features/tags/tag-hosts', false],
    ] as [string, boolean][],
  })),
  // Tests may compose features through their barrels and testing/ helpers, and use their own feature's files.
  {
    path: 'apps/web/src/features/places/probe.test.ts',
    imports: [
      ['@/features/content', true],
      ['@/features/places/place-value', true],
      ['@/features/route-map/testing/map-could-not-load', true],
      ['@/features/content/ui/localized', false],
      ['@/features/auth/login-dialog', false],
    ],
  },
  {
    path: 'apps/web/test/probe.ts',
    imports: [
      ['@/features/auth', true],
      ['@/features/auth/testing/fake-google-identity', true],
      ['@/features/auth/login-dialog', false],
    ],
  },
  {
    path: 'apps/web/src/lib/probe.test.ts',
    imports: [
      ['@/features/auth', true],
      ['@/features/auth/use-logout', false],
    ],
  },
  {
    path: 'packages/domain/src/probe.ts',
    imports: [
      ['zod', true],
      ['react', false],
      ['drizzle-orm', false],
    ],
  },
  // No module imports another's repo, from a module's top folder or from a sub-folder.
  ...modules.flatMap((name) => {
    const others = modules.filter((other) => other !== name);
    return [
      {
        path: `apps/api/src/modules/${name}/repo-probe.ts`,
        imports: others.map((other): [string, boolean] => [`../${other}/repo`, false]),
      },
      {
        path: `apps/api/src/modules/${name}/sub/repo-probe.ts`,
        imports: others.map((other): [string, boolean] => [`../../${other}/repo`, false]),
      },
    ];
  }),
  // A module reaches another only through its door (`../<name>`, its index.ts), never a file of it.
  {
    path: 'apps/api/src/modules/booking/bids/probe.ts',
    imports: [
      ['../../drivers', true],
      ['../../drivers/index', true],
      ['../../auth', true],
      ['../../../db/changes/changes', true],
      ['../trips/repo', true],
      ['../../../lib/errors', true],
      ['../../../db/schema/index', true],
      ['../../drivers/service', false],
      ['../../drivers/repo', false],
      ['../../auth/authenticate', false],
      ['../../drivers/driver-view', false],
      ['../../leads', false],
      ['../../realtime', false],
      ['../../realtime/plugin', false],
    ],
  },
  {
    path: 'apps/api/src/modules/cars/probe.ts',
    imports: [
      ['../settings', true],
      ['./repo', true],
      ['../../db/client', true],
      ['../../config', true],
      ['../settings/repo', false],
      ['../settings/service', false],
      ['../booking', false],
      ['../booking/trips/read-trips', false],
    ],
  },
  // Infrastructure imports no module, neither its door nor a file of it; src/lib nothing above itself.
  ...[
    ['apps/api/src/db/probe.ts', '../'],
    ['apps/api/src/db/changes/probe.ts', '../../'],
    ['apps/api/src/adapters/sms/probe.ts', '../../'],
    ['apps/api/src/plugins/probe.ts', '../'],
    ['apps/api/src/backup/probe.ts', '../'],
    ['apps/api/src/config.ts', './'],
  ].map(([path, up]) => ({
    path: path!,
    imports: [
      [`${up}lib/errors`, true],
      [`${up}modules/auth`, false],
      [`${up}modules/auth/users-repo`, false],
      [`${up}modules/booking/trips/trip-events`, false],
    ] as [string, boolean][],
  })),
  {
    path: 'apps/api/src/lib/probe.ts',
    imports: [
      ['./clock', true],
      ['../db/client', false],
      ['../config', false],
      ['../modules/auth', false],
    ],
  },
  // The seed and app.ts compose modules through their doors only.
  ...[
    ['apps/api/src/db/seed/probe.ts', '../../'],
    ['apps/api/src/db/seed/content/probe.ts', '../../../'],
    ['apps/api/src/app.ts', './'],
  ].map(([path, up]) => ({
    path: path!,
    imports: [
      [`${up}modules/content`, true],
      [`${up}modules/admin/index`, true],
      [`${up}modules/content/save-content`, false],
      [`${up}modules/admin/create-account`, false],
      [`${up}modules/settings/repo`, false],
    ] as [string, boolean][],
  })),
];

let dir: string;
let reported: Set<string>;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'pothik-boundaries-'));
  for (const file of ['biome.json', 'biome.boundaries.jsonc', '.gitignore']) {
    copyFileSync(join(root, file), join(dir, file));
  }
  for (const probe of probes) {
    mkdirSync(dirname(join(dir, probe.path)), { recursive: true });
    const lines = probe.imports.map(([specifier], index) => `import * as m${index} from '${specifier}';`);
    writeFileSync(join(dir, probe.path), `${lines.join('\n')}\n`);
  }
  const lint = spawnSync(biome, ['lint', '--only=style/noRestrictedImports', '--reporter=github', '.'], {
    cwd: dir,
    encoding: 'utf8',
  });
  const found = [
    ...lint.stdout.matchAll(/^::error title=lint\/style\/noRestrictedImports,file=([^,]+),line=(\d+),/gm),
  ];
  reported = new Set(found.map(([, file, line]) => `${file!.slice(dir.length + 1)}:${line}`));
  // Nothing else may have gone wrong (an unreadable configuration reports no import at all).
  expect(lint.stderr).not.toMatch(/configuration|internalError/i);
});

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('import boundaries', () => {
  it('biome.boundaries.jsonc is what the layers table makes, and the table names every feature and module', () => {
    const check = spawnSync(process.execPath, ['scripts/boundaries.mjs', '--check'], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(check.stderr).toBe('');
    expect(check.status).toBe(0);
  });

  it.each(probes.map((probe) => [probe.path, probe]))(
    'lint reports exactly the imports the table forbids: %s',
    (_, probe) => {
      const expected = probe.imports.flatMap(([, allowed], index) =>
        allowed ? [] : [`${probe.path}:${index + 1}`],
      );
      const got = probe.imports.flatMap((_, index) =>
        reported.has(`${probe.path}:${index + 1}`) ? [`${probe.path}:${index + 1}`] : [],
      );
      expect(got).toEqual(expected);
    },
  );
});

// Table ownership (apiTables in the layers table): a module builds queries only on its own tables, so it
// imports no other module's table object from db/schema. The check reads a copy of the schema and probe
// module files, and must name exactly the files that query another module's table.
describe('table ownership', () => {
  const probeFiles: [path: string, text: string, allowed: boolean][] = [
    ['push/own.ts', "import { pushSubscriptions } from '../../db/schema/index';", true],
    ['push/types-only.ts', "import type { trips } from '../../db/schema/index';", true],
    ['push/type-of-one.ts', "import { type bids, pushSubscriptions } from '../../db/schema';", true],
    ['push/trips.ts', "import { trips } from '../../db/schema/index';", false],
    ['push/users.ts', "import { users as accounts } from '../../db/schema/auth';", false],
    ['push/all.ts', "import * as schema from '../../db/schema/index';", false],
    ['booking/trips/joins.ts', "import { drivers, trips, users } from '../../../db/schema/index';", true],
    ['booking/trips/leads.ts', "import { leads, trips } from '../../../db/schema/index';", false],
    [
      'leads/notifications.ts',
      "import {\n  leads,\n  notifications,\n} from '../../db/schema/index';",
      false,
    ],
  ];
  let probeRoot: string;
  let problems: string[];

  beforeAll(() => {
    probeRoot = mkdtempSync(join(tmpdir(), 'pothik-tables-'));
    cpSync(join(root, 'apps/api/src/db/schema'), join(probeRoot, 'apps/api/src/db/schema'), {
      recursive: true,
    });
    for (const [path, text] of probeFiles) {
      const file = join(probeRoot, 'apps/api/src/modules', path);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, `${text}\n`);
    }
    problems = tableProblems(probeRoot, layers);
  });

  afterAll(() => {
    rmSync(probeRoot, { recursive: true, force: true });
  });

  it('names every file that queries a table of another module, and no other', () => {
    const named = probeFiles
      .map(([path]) => path)
      .filter((path) => problems.some((problem) => problem.startsWith(`apps/api/src/modules/${path} `)));
    expect(named).toEqual(probeFiles.filter(([, , allowed]) => !allowed).map(([path]) => path));
  });

  it('says whose table it is', () => {
    expect(problems).toContain(
      "apps/api/src/modules/push/trips.ts queries trips, a table of booking: read it through booking's index.ts",
    );
  });
});

// A module's repos are its own: its door (index.ts) re-exports no repo file (`*repo*.ts`, or one in a
// `repo/` folder), and no file outside the module imports one, not even through a path the lint lets
// pass. The check reads probe files of a copy of the tree and must name exactly the forbidden ones.
describe('repo doors', () => {
  const probeFiles: [path: string, text: string, allowed: boolean][] = [
    ['modules/auth/index.ts', "export { findUserById } from './users-repo';", false],
    ['modules/booking/index.ts', "export type { TripRow } from './trips/repo';", false],
    ['modules/drivers/index.ts', "export * from './repo/queries';", false],
    ['modules/notifications/index.ts', "export { enqueueNotifications } from './enqueue';", true],
    ['modules/leads/inbox.ts', "import { leadIdsNotifiedBy } from '../notifications/repo';", false],
    ['modules/booking/trips/lock.ts', "import { lockDriver } from '../../drivers/repo';", false],
    ['modules/admin/people.ts', "export { listPassengers } from '../auth/users-repo';", false],
    ['modules/booking/trips/own.ts', "import { findTrip } from './repo';", true],
    ['modules/booking/bids/own.ts', "import { findTrip } from '../trips/repo';", true],
    [
      'modules/push/index.ts',
      "import { listDevices } from './repo';\nexport const devices = listDevices;",
      true,
    ],
    ['modules/admin/errors.ts', "import { reportError } from '../../lib/error-reporting';", true],
    ['db/seed/accounts.ts', "import { insertUser } from '../../modules/auth/users-repo';", false],
    ['app.ts', "import { getSetting } from './modules/settings/repo';", false],
  ];
  let probeRoot: string;
  let problems: string[];

  beforeAll(() => {
    probeRoot = mkdtempSync(join(tmpdir(), 'pothik-repo-doors-'));
    for (const [path, text] of probeFiles) {
      const file = join(probeRoot, 'apps/api/src', path);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, `${text}\n`);
    }
    problems = repoDoorProblems(probeRoot);
  });

  afterAll(() => {
    rmSync(probeRoot, { recursive: true, force: true });
  });

  it("names every door that re-exports a repo and every import of another module's repo, and no other", () => {
    const named = probeFiles
      .map(([path]) => path)
      .filter((path) => problems.some((problem) => problem.startsWith(`apps/api/src/${path} `)));
    expect(named).toEqual(probeFiles.filter(([, , allowed]) => !allowed).map(([path]) => path));
  });

  it('says what to use instead', () => {
    expect(problems).toContain(
      "apps/api/src/modules/leads/inbox.ts imports ../notifications/repo, a repo of notifications: use notifications's index.ts (its services)",
    );
    expect(problems).toContain(
      "apps/api/src/modules/auth/index.ts re-exports ./users-repo: a door exports services and types, never a repo's queries",
    );
  });
});
