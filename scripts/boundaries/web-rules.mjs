// The web's part of the layers table (layers.mjs) as Biome overrides. A feature is one folder with one
// door, its index.ts (`@/features/<name>`), and the files `webDoors` names: every other file in it is its
// own. Each override is an allow-list: a group denies every feature import and then lets the allowed ones
// through with gitignore-style `!` entries, so a bare barrel is caught as surely as a file inside it.
import { notTests, restrict, table } from './restrict.mjs';

const web = 'apps/web/src';

/** The `!` entries that let `@/features/<name>/<door>` through for every door `webDoors` names. */
function openDoors(layers) {
  return Object.entries(layers.webDoors).flatMap(([feature, doors]) =>
    doors.map((door) => `!@/features/${feature}/${door}`),
  );
}

const doorMessage = (who) =>
  `${who} reach a feature only through its door, \`@/features/<name>\` (its index.ts), or a door ${table} lists (webDoors): a feature's other files are its own.`;

/** Deep imports into any feature but `own` (whose files use each other freely), with `extra` let through. */
function throughDoors(layers, own, extra = []) {
  return ['@/features/*/**', ...(own ? [`!@/features/${own}/**`] : []), ...extra, ...openDoors(layers)];
}

function featureOverride(feature, uses, layers) {
  const allowed = uses.flatMap((used) => [`!@/features/${used}`, `!@/features/${used}/**`]);
  const message =
    uses.length > 0
      ? `Features sit in layers so none imports another in a circle: ${feature} may use only ${uses.join(', ')} (${table}, docs/decisions/0005).`
      : `Features sit in layers so none imports another in a circle: ${feature} uses no other feature, only ${layers.webShared.map((folder) => `${folder}/`).join(', ')} (${table}, docs/decisions/0005).`;
  return restrict([`${web}/features/${feature}/**`, ...notTests], {
    patterns: [
      { group: ['@/features/**', `!@/features/${feature}/**`, ...allowed], message },
      { group: throughDoors(layers, feature), message: doorMessage('Features') },
    ],
  });
}

/** A feature's tests use its own files, and other features through their doors and `testing/` helpers. */
function featureTestsOverride(feature, layers) {
  return restrict([`${web}/features/${feature}/**/*.test.ts`, `${web}/features/${feature}/**/*.test.tsx`], {
    patterns: [
      {
        group: throughDoors(layers, feature, ['!@/features/*/testing/**']),
        message: doorMessage("Tests (besides their own feature's files and testing/ helpers)"),
      },
    ],
  });
}

function sharedOverride(folders) {
  return restrict([...folders.map((folder) => `${web}/${folder}/**`), ...notTests], {
    patterns: [
      {
        group: ['@/features/**'],
        message: `${folders.map((folder) => `${folder}/`).join(', ')} sit below every feature and import none: what they need of one moves down into them (${table}).`,
      },
    ],
  });
}

/** The routes, the proxy and instrumentation, and the tests outside a feature: any feature, through its doors. */
function topOverride(layers) {
  const top = layers.webTop.map((entry) => (entry.includes('.') ? `${web}/${entry}` : `${web}/${entry}/**`));
  return [
    restrict([...top, ...notTests], {
      patterns: [{ group: throughDoors(layers), message: doorMessage(layers.webTop.join(', ')) }],
    }),
    restrict(['apps/web/test/**', `${web}/**/*.test.ts`, `${web}/**/*.test.tsx`, `!${web}/features/**`], {
      patterns: [
        {
          group: throughDoors(layers, undefined, ['!@/features/*/testing/**']),
          message: doorMessage('Tests (besides testing/ helpers)'),
        },
      ],
    }),
  ];
}

/** The web's overrides for the table `layers`. */
export function webOverrides(layers) {
  return [
    sharedOverride(layers.webShared),
    ...topOverride(layers),
    ...Object.entries(layers.webFeatures).flatMap(([feature, uses]) => [
      featureOverride(feature, uses, layers),
      featureTestsOverride(feature, layers),
    ]),
  ];
}
