import type { ParsedEnv } from './config';

// DESIGN.md §13: production refuses to start unsafe. Each check reads the parsed environment and returns
// one line per problem, naming the variable; loadConfig prints them all at once and the process exits
// non-zero. A new secret or outside service adds its check here. The checks that need the database
// (pending migrations, demo rows) are in db/production-database.ts.

export type ProductionCheck = (env: ParsedEnv) => string[];

/**
 * Outside production the API signs with this when JWT_SECRET / OTP_SECRET are unset, so tokens survive a
 * restart of `npm run dev`. It is in the public repository: production refuses it.
 */
export const developmentSecret = 'pothik-development-secret-not-for-production-use';

const MIN_SECRET_LENGTH = 32;

/** Every secret the API holds; each must be set, long and not a value published in the repository. */
export const productionSecrets = [
  'JWT_SECRET',
  'OTP_SECRET',
  'SITE_REVALIDATE_SECRET',
] as const satisfies readonly (keyof ParsedEnv)[];

const publishedSecrets: readonly string[] = [developmentSecret];

const secrets: ProductionCheck = (e) =>
  productionSecrets.flatMap((key) => {
    const value = e[key];
    if (!value) return [`${key} is unset: set a random value of at least ${MIN_SECRET_LENGTH} characters`];
    if (value.length < MIN_SECRET_LENGTH) return [`${key} is shorter than ${MIN_SECRET_LENGTH} characters`];
    if (publishedSecrets.includes(value)) return [`${key} is the development default, which is public`];
    return [];
  });

/**
 * Outside production the staff console's TOTP secrets are sealed with this key when STAFF_TOTP_KEY is
 * unset, so a development database's enrolments survive a restart. It is public too: production refuses it.
 */
export const devStaffTotpKeyHex = '706f7468696b2d6465762d746f74702d6b65792d6e6f742d666f722d70726f64';

// A key, not a passphrase: config.ts has already decoded it to its 32 bytes (or refused it as malformed).
const staffTotpKey: ProductionCheck = (e) => {
  if (!e.STAFF_TOTP_KEY)
    return [
      'STAFF_TOTP_KEY is unset: set a key of its own for the staff console’s TOTP secrets (openssl rand -base64 32)',
    ];
  if (e.STAFF_TOTP_KEY.equals(Buffer.from(devStaffTotpKeyHex, 'hex')))
    return ['STAFF_TOTP_KEY is the development key, which is public (openssl rand -base64 32)'];
  return [];
};

const demoSwitches: ProductionCheck = (e) => [
  ...(e.DEMO === undefined ? [] : ['DEMO is set: the demo never runs in production (unset it)']),
  ...(e.DEV_CLOCK === undefined
    ? []
    : ['DEV_CLOCK is set: it lets any client move the server clock (unset it)']),
];

export const noDatabaseUrl =
  'DATABASE_URL is unset: production runs on PostgreSQL (the embedded database is the demo’s)';

const database: ProductionCheck = (e) => (e.DATABASE_URL ? [] : [noDatabaseUrl]);

const sms: ProductionCheck = (e) =>
  e.SMS_PROVIDER === 'console'
    ? [
        'SMS_PROVIDER is console: login codes would go to the log, not to phones (set ssl_wireless, bulksmsbd or http and its variables)',
      ]
    : [];

// The placeholder (adapters/human-check) accepts the web's fixed token: no check at all. Turnstile
// without its secret is refused in every mode (config.ts, abuseSettingProblems).
const humanCheck: ProductionCheck = (e) =>
  e.HUMAN_CHECK === 'placeholder'
    ? [
        'HUMAN_CHECK is placeholder (the default): the login and lead forms would accept the web’s fixed token (set HUMAN_CHECK=turnstile, TURNSTILE_SECRET, and the web’s TURNSTILE_SITE_KEY)',
      ]
    : [];

// Push is on in production only with keys of its own: asked for without them, it is refused; unasked,
// it is off (config.ts). A public subject of our own: push services write to it about abuse.
const push: ProductionCheck = (e) => {
  const keys = e.VAPID_PUBLIC_KEY !== undefined && e.VAPID_PRIVATE_KEY !== undefined;
  if (e.PUSH_PROVIDER === 'off' || (!keys && e.PUSH_PROVIDER === undefined)) return [];
  const missing = (['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY', 'VAPID_SUBJECT'] as const).filter((k) => !e[k]);
  if (missing.length > 0)
    return [`Web Push needs: ${missing.join(', ')} (npx web-push generate-vapid-keys; or PUSH_PROVIDER=off)`];
  if (e.VAPID_SUBJECT?.endsWith('.local') || e.VAPID_SUBJECT?.includes('localhost'))
    return [`VAPID_SUBJECT is not a public address: ${e.VAPID_SUBJECT}`];
  return [];
};

const publicAddresses: ProductionCheck = (e) => {
  const problems: string[] = [];
  if (!e.PUBLIC_API_URL) problems.push('PUBLIC_API_URL is unset: set the address browsers reach the API at');
  else if (isLocalAddress(e.PUBLIC_API_URL))
    problems.push(`PUBLIC_API_URL points at this machine: ${e.PUBLIC_API_URL}`);
  if (e.WEB_ORIGIN === undefined) problems.push('WEB_ORIGIN is unset: set the site’s address (CORS)');
  else {
    const local = e.WEB_ORIGIN.split(',').filter((origin) => isLocalAddress(origin.trim()));
    if (local.length > 0) problems.push(`WEB_ORIGIN points at this machine: ${local.join(', ')}`);
  }
  return problems;
};

// A test's fake issuer would let whoever holds its key sign in as anyone: production verifies against
// Google's keys and issuers only.
const googleSignIn: ProductionCheck = (e) =>
  (['GOOGLE_JWKS_URL', 'GOOGLE_ISSUER'] as const)
    .filter((key) => e[key] !== undefined)
    .map(
      (key) =>
        `${key} is set: it is for tests only; production verifies Google sign-in against Google (unset it)`,
    );

// The tests' local push service: production sends only to the push services of PUSH_SERVICE_HOSTS.
const pushTestHost: ProductionCheck = (e) =>
  e.PUSH_SERVICE_TEST_HOST === undefined
    ? []
    : [
        'PUSH_SERVICE_TEST_HOST is set: it is for tests only; production sends push to PUSH_SERVICE_HOSTS on port 443 alone (unset it)',
      ];

export const productionChecks: readonly ProductionCheck[] = [
  secrets,
  staffTotpKey,
  demoSwitches,
  database,
  sms,
  humanCheck,
  push,
  publicAddresses,
  googleSignIn,
  pushTestHost,
];

export function productionProblems(env: ParsedEnv): string[] {
  return productionChecks.flatMap((check) => check(env));
}

/** localhost, a loopback or the any-address: nobody else reaches it. */
export function isLocalAddress(url: string): boolean {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return false;
  }
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host.startsWith('127.') ||
    host === '[::1]' ||
    host === '0.0.0.0'
  );
}
