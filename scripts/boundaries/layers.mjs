// What may import what: the one table. `node scripts/boundaries.mjs` turns it into biome.boundaries.jsonc
// (Biome's noRestrictedImports, as allow-lists), and npm test fails when that file is not what this table
// makes. Why the layers are these: docs/decisions/0004 (API modules) and 0005 (web features).

/**
 * Web features (apps/web/src/features/<name>) and the features each may import, listed from the bottom
 * layer up; a feature may use only those listed, and only through its door: `@/features/<name>` (its
 * index.ts), or a file `webDoors` names. Tests may compose features through their doors and their
 * `testing/` helpers, and use their own feature's files. Shared code (`webShared`) uses no feature.
 */
export const webFeatures = {
  // The login's and the lead forms' human check (Turnstile, or the demo's placeholder).
  'human-check': [],
  auth: ['human-check'],
  'fare-guidance': [],
  fonts: [],
  places: [],
  'route-map': [],
  // The visitor's cookie choice (banner, chooser, cookie); the tags load on it.
  consent: [],
  tags: ['consent'],
  // The footer's "Cookie settings" reopens the consent chooser.
  layout: ['auth', 'consent'],
  // Web Push (this device's subscription, the choices per kind) and the text-message choices, through
  // the caller's own API calls.
  push: [],
  profile: ['auth', 'push'],
  realtime: ['auth'],
  leads: ['auth', 'human-check', 'places'],
  // The content pages show the lead forms.
  content: ['leads'],
  // The calendar's page metadata is content's (canonical address, sharing cards).
  ramadan: ['content'],
  bids: ['realtime'],
  ride: ['bids'],
  'my-trips': ['auth', 'bids', 'push', 'realtime', 'ride', 'route-map'],
  // The home page is the trip chooser's, with content's sections streamed below it.
  trip: ['auth', 'content', 'fare-guidance', 'my-trips', 'places', 'route-map'],
  driver: ['auth', 'bids', 'fare-guidance', 'layout', 'my-trips', 'push', 'realtime', 'route-map'],
};

/**
 * Doors of a web feature besides its index.ts: files, without the extension, others may import (a
 * server-only face beside a client-safe index.ts, say). None needs one today.
 */
export const webDoors = {};

/** Folders of apps/web/src below every feature: they import none. */
export const webShared = ['components', 'config', 'i18n', 'lib'];

/**
 * What apps/web/src has above the features: the routes, the proxy (Next.js runs it before each request)
 * and instrumentation (Next.js loads it at start). They compose any feature, through its doors.
 */
export const webTop = ['app', 'instrumentation.ts', 'proxy.ts'];

/**
 * API modules (apps/api/src/modules/<name>) and the modules each may import, each only through its door:
 * `service.ts`, or the files `apiDoors` names. Inside a module its files use each other freely.
 * Infrastructure (src/lib, src/db, src/adapters, src/plugins, src/config.ts) is no module.
 */
export const apiModules = {
  auth: [],
  geo: [],
  health: [],
  idempotency: [],
  settings: [],
  content: [],
  cars: ['settings'],
  drivers: ['auth'],
  promos: ['auth'],
  fares: ['cars', 'settings'],
  // Uploaded pictures: an account's upload allowance, and removing a file no profile or content row shows.
  pictures: ['auth', 'content'],

  // The notifications outbox (email, SMS, and push through a sender another module registers): the
  // modules that make events enqueue into it in their own transactions.
  notifications: ['auth'],
  // Web Push: devices, choices, the VAPID keys (the demo's kept in settings), each event's message, and
  // the outbox's push channel; booking asks it for the pushes of an event inside the event's transaction.
  push: ['auth', 'notifications', 'settings'],
  // The signed-in user's profile and picture, above auth because pictures asks auth about users' pictures;
  // it tells a passenger of a Google account linked to their number (SMS and push through the outbox).
  profile: ['auth', 'notifications', 'pictures', 'push'],
  booking: [
    'auth',
    'cars',
    'drivers',
    'fares',
    'geo',
    'idempotency',
    'notifications',
    'promos',
    'push',
    'settings',
  ],
  dev: ['auth', 'drivers'],
  realtime: ['auth', 'booking', 'drivers'],
  'demo-fleet': ['booking', 'drivers', 'settings'],
  // Outside production the leads routes add a read-back of stored leads, as the dev tools do.
  leads: ['auth', 'booking', 'dev', 'idempotency', 'notifications'],
  scheduler: ['auth', 'booking', 'idempotency', 'leads', 'notifications'],
  admin: [
    'auth',
    'booking',
    'content',
    'drivers',
    'leads',
    'notifications',
    'pictures',
    'promos',
    // Closing an account (a blocked passenger, a suspended driver) removes its push subscriptions.
    'push',
    'settings',
  ],
};

/** Modules whose door is not (only) `service.ts`: the files, without `.ts`, other modules may import. */
export const apiDoors = {
  // The request hooks every route module puts in front of its handlers.
  auth: ['service', 'authenticate'],
  idempotency: ['idempotency'],
};

/**
 * Infrastructure that lives in a module's folder, open to every module without making it a dependency.
 * LISTEN on a channel with reconnects is database plumbing (it belongs in src/db); the realtime module
 * built it first. `changes` is the one way a cache is dropped (announce in the writing transaction,
 * drop here at commit, elsewhere by NOTIFY): content, the car list, pricing, fare guidance and the
 * token deny-lists use it.
 */
export const apiInfrastructure = ['realtime/listen-on-channel', 'realtime/changes'];

/** Packages the domain package (packages/domain) must not import: it is pure. */
export const domainForbidden = {
  react: 'The domain package is pure: no React.',
  fastify: 'The domain package is pure: no Fastify.',
  'drizzle-orm': 'The domain package is pure: no database.',
  pg: 'The domain package is pure: no database.',
};
