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
  profile: ['auth', 'push', 'safety'],
  realtime: ['auth'],
  leads: ['auth', 'human-check', 'places'],
  // The content pages show the lead forms.
  content: ['leads'],
  // The calendar's page metadata is content's (canonical address, sharing cards).
  ramadan: ['content'],
  bids: ['realtime'],
  // Trip safety (issue 43): SOS, the trip code card and trusted contacts; callers give their own API calls.
  safety: [],
  ride: ['bids', 'safety'],
  // A trip's receipt page (issue 44), behind the login gate.
  receipt: ['auth'],
  // Share links: the passenger's panel on a booked trip, and the public page a link opens.
  // The public page follows the car on the realtime socket (a share token, no login).
  share: ['realtime', 'route-map'],
  // Support tickets (issue 46): the passenger's pages, the driver's (given its caller), the logged-out form.
  support: ['auth', 'human-check'],
  'my-trips': ['auth', 'bids', 'push', 'realtime', 'ride', 'route-map', 'share'],
  // The home page is the trip chooser's, with content's sections streamed below it.
  trip: ['auth', 'content', 'fare-guidance', 'my-trips', 'places', 'route-map'],
  driver: [
    'auth',
    'bids',
    'fare-guidance',
    'layout',
    'my-trips',
    'push',
    'realtime',
    'route-map',
    'safety',
    'support',
  ],
};

/**
 * Doors of a web feature besides its index.ts: files, without the extension, others may import (a
 * server-only face beside a client-safe index.ts, say).
 */
export const webDoors = {
  // The support pages' server-side frame (title, heading, client messages) beside the client parts.
  support: ['server'],
  // The trip's page and the trip it is rendered with (the web server's fetch), beside the client parts.
  'my-trips': ['server'],
};

/** Folders of apps/web/src below every feature: they import none. */
export const webShared = ['components', 'config', 'i18n', 'lib'];

/**
 * What apps/web/src has above the features: the routes, the proxy (Next.js runs it before each request)
 * and instrumentation (Next.js loads it at start). They compose any feature, through its doors.
 */
export const webTop = ['app', 'instrumentation.ts', 'proxy.ts'];

/**
 * API modules (apps/api/src/modules/<name>) and the modules each may import, each only through its door,
 * its `index.ts` (`../<name>`): services and types. Inside a module its files use each other freely. Each
 * module is one Fastify plugin (its plugin.ts) whose `dependencies` are this list, checked by
 * `node scripts/boundaries.mjs --check`; docs/architecture.md's plugin graph is made from them.
 */
export const apiModules = {
  auth: [],
  geo: [],
  health: [],
  idempotency: [],
  settings: [],
  content: [],
  cars: ['settings'],
  // Drivers' papers tell the driver by SMS and push, and read the retention setting (DESIGN.md §17).
  drivers: ['auth', 'notifications', 'push', 'settings'],
  promos: ['auth'],
  fares: ['cars', 'settings'],
  // Money through the gateways (DESIGN.md §16): payments settled once, refunds, the ledger.
  payments: ['auth'],
  // Uploaded pictures: an account's upload allowance, and removing a file no profile or content row shows.
  pictures: ['auth', 'content'],

  // The notifications outbox (email, SMS, and push through a sender another module registers): the
  // modules that make events enqueue into it in their own transactions.
  notifications: ['auth'],
  // Web Push: devices, choices, the VAPID keys (the demo's kept in settings), each event's message, and
  // the outbox's push channel; booking gives it the facts of each trip event inside the event's
  // transaction, and it only sends.
  push: ['auth', 'notifications', 'settings'],
  // The signed-in user's profile and picture, above auth because pictures asks auth about users' pictures;
  // it tells a passenger of a Google account linked to their number (SMS and push through the outbox).
  profile: ['auth', 'notifications', 'pictures', 'push'],
  // The Smart Driver subscription (issue 45 §5): drivers' monthly invoices, paid through payments, an
  // unpaid one pausing the driver's bidding (drivers' state), the driver told by SMS and push.
  subscriptions: ['auth', 'drivers', 'notifications', 'payments', 'push', 'settings'],
  booking: [
    'auth',
    'cars',
    'drivers',
    'fares',
    'geo',
    'idempotency',
    'notifications',
    'payments',
    'promos',
    'push',
    'settings',
    // A driver whose subscription is overdue does not bid, whether or not its job has paused them yet.
    'subscriptions',
  ],
  dev: ['auth', 'drivers'],
  // Real time hears booking's trip events and reads what they are about through booking's door.
  realtime: ['auth', 'booking', 'drivers'],
  'demo-fleet': ['booking', 'drivers', 'settings'],
  // Outside production the leads routes add a read-back of stored leads, as the dev tools do.
  leads: ['auth', 'booking', 'dev', 'idempotency', 'notifications'],
  scheduler: ['auth', 'booking', 'idempotency', 'leads', 'notifications'],
  // Support tickets (DESIGN.md §18): passengers' and drivers' tickets, told by SMS and push through the
  // outbox; a safety ticket opens booking's incident; the console's inbox is admin's, through its door.
  support: ['auth', 'booking', 'drivers', 'notifications', 'pictures', 'push', 'settings'],
  admin: [
    'auth',
    'booking',
    'content',
    'drivers',
    'leads',
    'notifications',
    // Finance's console (issue 44 §6): payments, refunds, reconciliation and the ledger.
    'payments',
    'pictures',
    'promos',
    // Closing an account (a blocked passenger, a suspended driver) removes its push subscriptions.
    'push',
    // The live map's socket runs on the WebSocket server real time registers.
    'realtime',
    'settings',
    'support',
    // The console's subscriptions page (issue 45 §5): each driver's plan, payments and dues.
    'subscriptions',
  ],
};

/**
 * Every folder and top-level file of apps/api/src besides the modules, and what it may import of them:
 * - `nothing`: nothing of the API outside itself (src/lib: helpers under everything);
 * - `no module`: infrastructure, below every module (no arrow runs up to one);
 * - `module doors`: above the modules, composing them through their index.ts only.
 * A sub-folder listed on its own (`db/seed`) has its own rule. The change path (LISTEN/NOTIFY, the
 * announcer and the cache helper) is infrastructure in `db/changes`.
 */
export const apiFolders = {
  lib: 'nothing',
  adapters: 'no module',
  backup: 'no module',
  db: 'no module',
  // The seed writes the reference rows and the demo's through the modules' doors (accounts, content).
  'db/seed': 'module doors',
  plugins: 'no module',
  'config.ts': 'no module',
  // The configuration's schema, defaults and the checks across its variables (config.ts reads them).
  config: 'no module',
  'outside-services.ts': 'no module',
  'production-checks.ts': 'no module',
  'app.ts': 'module doors',
  'server.ts': 'module doors',
};

/**
 * Which module owns which table: the Drizzle table objects of apps/api/src/db/schema, by their export
 * names. A module's code builds queries only on its own tables (it imports no other table object from
 * db/schema); another module reads or writes them through the owner's index.ts. Checked by
 * `node scripts/boundaries.mjs --check`, which also fails on a table no module owns.
 */
export const apiTables = {
  admin: ['auditLog', 'staffAccounts', 'staffAuthBackoff', 'staffSessions'],
  auth: [
    'authRateCounters',
    'googleAccounts',
    'googleNoncesUsed',
    'otpChallenges',
    'refreshTokens',
    'revokedAccessTokens',
    'revokedSessions',
    'smsOutbox',
    'users',
  ],
  // Trip safety (issue 43): the trip code, a passenger's trusted contacts, incidents and guardian checks
  // are booking's.
  booking: [
    'advanceHolds',
    'bids',
    'cancellationReasons',
    // Cancellations that cost (DESIGN.md §17): a booked driver's cancellations, passengers' no-show
    // reports and the reliability warnings sent.
    'driverCancellations',
    'driverReliabilityWarnings',
    'guardianChecks',
    'incidentEvents',
    'incidents',
    'noShowReports',
    'reviews',
    'tripCodes',
    'tripPositions',
    'trips',
    'tripShareLinks',
    'tripStatusEvents',
    'tripTrackPoints',
    'trustedContacts',
  ],
  cars: ['carTypes'],
  content: [
    'blogCategories',
    'blogPlaces',
    'blogs',
    'boardMembers',
    'campaignPopups',
    'campaignTrackCounts',
    'contentPages',
    'faqs',
    'newsrooms',
    'offerCategories',
    'offers',
    'testimonials',
    'tutorials',
  ],
  drivers: ['driverDocumentPictures', 'driverDocuments', 'drivers'],
  idempotency: ['idempotencyKeys'],
  leads: ['gpLoyaltyMembers', 'leads'],
  notifications: ['notificationPreferences', 'notifications'],
  payments: ['gatewayTokens', 'ledgerEntries', 'ledgerLines', 'payments', 'refunds'],
  promos: ['promoUsages', 'promos'],
  push: ['driverAlertDistricts', 'pushSubscriptions', 'staffPushSubscriptions'],
  settings: ['settings'],
  subscriptions: ['subscriptionInvoices'],
  // Support tickets (issue 46): the ticket, its thread and its pictures.
  support: ['supportTicketMessages', 'supportTicketPictures', 'supportTickets'],
};

/**
 * Tables of the infrastructure, no module's: the seed's own bookkeeping (src/db/seed) and the job
 * runner's record of each job's rounds (src/plugins/jobs.ts).
 */
export const infrastructureTables = ['demoGatewayPayments', 'demoRows', 'jobRuns', 'seedMarks'];

/**
 * Reads of another module's tables inside a module's own queries (SQL joins), each with its reason; the
 * check refuses any other. Booking's trip and bid views join the driver and the passenger's account in
 * one query, and a driver is an account (its mobile and active flag are auth's users row).
 */
export const apiTableJoins = {
  booking: ['drivers', 'users'],
  drivers: ['users'],
  // The invoices name their driver and account (console lists, the invoice's page), and how each was paid.
  subscriptions: ['drivers', 'payments', 'users'],
};

/** Packages the domain package (packages/domain) must not import: it is pure. */
export const domainForbidden = {
  react: 'The domain package is pure: no React.',
  fastify: 'The domain package is pure: no Fastify.',
  'drizzle-orm': 'The domain package is pure: no database.',
  pg: 'The domain package is pure: no database.',
};
