import { isLocalAddress } from '@pothik/server-kit/local-address';
import type { ParsedEnv } from './config';
import { outsideServiceUrls } from './outside-services';

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

/** Outside production the survey links are signed with this when SURVEY_LINK_SECRET is unset. Public too. */
export const developmentSurveyLinkSecret = 'pothik-development-survey-link-secret-not-for-production';

const MIN_SECRET_LENGTH = 32;

/** Every secret the API holds; each must be set, long and not a value published in the repository. */
export const productionSecrets = [
  'JWT_SECRET',
  'OTP_SECRET',
  'SURVEY_LINK_SECRET',
  'SITE_REVALIDATE_SECRET',
] as const satisfies readonly (keyof ParsedEnv)[];

/** Outside production backups are signed with this when BACKUP_HMAC_KEY is unset. Public too. */
export const developmentBackupHmacKey = 'pothik-development-backup-hmac-key-not-for-production';

const publishedSecrets: readonly string[] = [
  developmentSecret,
  developmentSurveyLinkSecret,
  developmentBackupHmacKey,
];

// Each secret of its own: one written twice would let whoever learns the weakest use (a survey link's
// key, the web's revalidation secret) sign what the strongest guards (an access token).
const secrets: ProductionCheck = (e) =>
  productionSecrets.flatMap((key, index) => {
    const value = e[key];
    if (!value) return [`${key} is unset: set a random value of at least ${MIN_SECRET_LENGTH} characters`];
    if (value.length < MIN_SECRET_LENGTH) return [`${key} is shorter than ${MIN_SECRET_LENGTH} characters`];
    if (publishedSecrets.includes(value)) return [`${key} is the development default, which is public`];
    const same = productionSecrets.slice(0, index).find((earlier) => e[earlier] === value);
    if (same) return [`${key} is the same as ${same}: give each secret a value of its own`];
    return [];
  });

// Only npm run backup and restore need the backups' key (backup/backup.ts refuses without it); a
// server given one is held to the secrets' rules.
const backupKey: ProductionCheck = (e) => {
  const value = e.BACKUP_HMAC_KEY;
  if (value === undefined) return [];
  if (publishedSecrets.includes(value))
    return ['BACKUP_HMAC_KEY is the development default, which is public'];
  const same = productionSecrets.find((key) => e[key] === value);
  return same ? [`BACKUP_HMAC_KEY is the same as ${same}: give each secret a value of its own`] : [];
};

/**
 * Outside production the staff console's TOTP secrets are sealed with this key when STAFF_TOTP_KEY is
 * unset, so a development database's enrolments survive a restart. It is public too: production refuses it.
 */
export const devStaffTotpKeyHex = '706f7468696b2d6465762d746f74702d6b65792d6e6f742d666f722d70726f64';

// A key, not a passphrase: config.ts has already decoded it to its 32 bytes (or refused it as malformed).
const staffTotpKey: ProductionCheck = (e) => {
  if (!e.STAFF_TOTP_KEY)
    return [
      'STAFF_TOTP_KEY is unset: set a key of its own for the staff console’s TOTP secrets (openssl rand -hex 32)',
    ];
  if (e.STAFF_TOTP_KEY.equals(Buffer.from(devStaffTotpKeyHex, 'hex')))
    return ['STAFF_TOTP_KEY is the development key, which is public (openssl rand -hex 32)'];
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

// The console mailer writes every email to the log: the lead forms' names and numbers would sit in
// the log, and no staff member would hear of a lead or a paused login.
const mail: ProductionCheck = (e) =>
  e.MAIL_PROVIDER === 'console'
    ? [
        'MAIL_PROVIDER is console (the default): leads’ names and numbers would go to the log and staff alerts nowhere (set MAIL_PROVIDER=smtp and SMTP_URL)',
      ]
    : [];

/**
 * The outside services are reached at their own addresses (outside-services.ts), and the generic SMS
 * gateway, the operator's choice, over https. LOCAL_FAKES=1 (npm run cluster) lets each of them be a
 * fake on this machine's loopback instead, and nowhere else: a fake there needs the machine already.
 */
const outsideServices: ProductionCheck = (e) => {
  const fake = (url: string) => e.LOCAL_FAKES === true && isLoopbackUrl(url);
  const problems = Object.entries(outsideServiceUrls)
    .filter(([key, own]) => {
      const value = e[key as keyof typeof outsideServiceUrls];
      return !sameUrl(value, own) && !fake(value);
    })
    .map(
      ([key]) =>
        `${key} is overridden (${e[key as keyof typeof outsideServiceUrls]}): production reaches the service at its own address (unset it)`,
    );
  if (e.SMS_HTTP_URL !== undefined && !fake(e.SMS_HTTP_URL) && new URL(e.SMS_HTTP_URL).protocol !== 'https:')
    problems.push(
      `SMS_HTTP_URL is not https (${e.SMS_HTTP_URL}): the gateway’s key and every message would cross the network readable`,
    );
  return problems;
};

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

// Payments (DESIGN.md §16): the demo's local page takes no money; a gateway named without its keys
// would fail every passenger at the pay button; a return address over http would carry the payment's
// outcome readable (the sandboxes' addresses are refused by outsideServices: BKASH_BASE_URL, SSLCOMMERZ_BASE_URL).
const payments: ProductionCheck = (e) => {
  const gateways = e.PAYMENT_GATEWAYS ?? [];
  const problems: string[] = [];
  if (gateways.includes('demo'))
    problems.push('PAYMENT_GATEWAYS names demo: its page takes no money (name bkash and/or sslcommerz)');
  const bkashKeys = ['BKASH_APP_KEY', 'BKASH_APP_SECRET', 'BKASH_USERNAME', 'BKASH_PASSWORD'] as const;
  const sslKeys = ['SSLCOMMERZ_STORE_ID', 'SSLCOMMERZ_STORE_PASSWORD'] as const;
  for (const [gateway, keys] of [
    ['bkash', bkashKeys],
    ['sslcommerz', sslKeys],
  ] as const) {
    const missing = keys.filter((k) => !e[k]);
    if (gateways.includes(gateway) && missing.length > 0)
      problems.push(`PAYMENT_GATEWAYS names ${gateway} without ${missing.join(', ')}`);
  }
  const real = gateways.filter((g) => g !== 'demo');
  if (
    real.length > 0 &&
    e.PUBLIC_API_URL &&
    new URL(e.PUBLIC_API_URL).protocol !== 'https:' &&
    !e.LOCAL_FAKES
  )
    problems.push(
      `PUBLIC_API_URL is not https (${e.PUBLIC_API_URL}): the gateways' return and IPN addresses are made from it`,
    );
  return problems;
};

export const productionChecks: readonly ProductionCheck[] = [
  secrets,
  backupKey,
  staffTotpKey,
  demoSwitches,
  database,
  sms,
  mail,
  outsideServices,
  humanCheck,
  push,
  publicAddresses,
  googleSignIn,
  pushTestHost,
  payments,
];

export function productionProblems(env: ParsedEnv): string[] {
  return productionChecks.flatMap((check) => check(env));
}

const sameUrl = (a: string, b: string) => new URL(a).href === new URL(b).href;

/**
 * An address on this machine's loopback: localhost, 127.x.y.z or [::1] as written, not a name that
 * merely begins so (127.example.com) or one a resolver could send anywhere (fake.localhost).
 */
function isLoopbackUrl(url: string): boolean {
  const host = new URL(url).hostname.toLowerCase();
  return host === 'localhost' || /^127\.\d+\.\d+\.\d+$/.test(host) || host === '[::1]';
}
