import { resolve } from 'node:path';
import { DEFAULT_BID_TTL_MIN, DEFAULT_CANCEL_WINDOW_MIN, realtimeLimits } from '@pothik/domain';
import { z } from 'zod';
import {
  defaultPushServiceHosts,
  type PushServicePolicy,
  pushServiceHostProblem,
} from './adapters/push/endpoint-policy';
import { type VapidKeys, vapidKeyProblem, vapidSubjectProblem } from './adapters/push/vapid-config';
import { repoRoot } from './lib/paths';
import { parseTrustProxy, type TrustProxy } from './lib/trust-proxy';
import { outsideServiceUrls } from './outside-services';
import {
  developmentBackupHmacKey,
  developmentSecret,
  developmentSurveyLinkSecret,
  devStaffTotpKeyHex,
  noDatabaseUrl,
  productionProblems,
} from './production-checks';

/** Where Google publishes the keys that sign its ID tokens, and the issuers it writes in them. */
export const googleJwksUrl = 'https://www.googleapis.com/oauth2/v3/certs';
export const googleIssuers = ['https://accounts.google.com', 'accounts.google.com'] as const;

const flag = z
  .enum(['0', '1', 'true', 'false'])
  .transform((v) => v === '1' || v === 'true')
  .optional();

/** The SMS gateways an operator can name (adapters/sms): the generic JSON one and two Bangladeshi providers. */
export const smsGateways = ['http', 'ssl_wireless', 'bulksmsbd'] as const;
export type SmsGatewayName = (typeof smsGateways)[number];

/** One gateway's settings as its adapter takes them. */
export type SmsGatewayConfig =
  | { provider: 'http'; url: string; apiKey: string; senderId: string; timeoutMs: number }
  | { provider: 'ssl_wireless'; url: string; apiToken: string; sid: string; timeoutMs: number }
  | { provider: 'bulksmsbd'; url: string; apiKey: string; senderId: string; timeoutMs: number };

const envSchema = z.object({
  // The mode: production unless a command names another (npm start and npm run dev: development; the
  // tests: test). Only production is checked for safety, so a server nobody configured is refused.
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  API_HOST: z.string().min(1).default('0.0.0.0'),
  API_PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  PGLITE_DIR: z.string().min(1).default('data/pglite'),
  WEB_ORIGIN: z.string().min(1).optional(),
  PUBLIC_API_URL: z.url().optional(),
  SITE_REVALIDATE_SECRET: z.string().min(1).optional(),
  // One address per web process (comma-separated): each keeps its own Next.js cache (ADR 0010).
  SITE_REVALIDATE_URL: z
    .string()
    .transform((text) =>
      text
        .split(',')
        .map((url) => url.trim())
        .filter((url) => url !== ''),
    )
    .pipe(z.array(z.url({ protocol: /^https?$/ })).min(1))
    .optional(),
  // Each URL's host looked up at every revalidation and every address asked (a headless Service's name).
  SITE_REVALIDATE_EACH_ADDRESS: flag,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DEMO: flag,
  BRAND_SLUG: z
    .string()
    .regex(/^[a-z0-9-]+$/)
    .default('pothik'),
  JWT_SECRET: z.string().min(1).optional(),
  OTP_SECRET: z.string().min(1).optional(),
  // The survey links' key: a link lives 30 days, so its key is not the access tokens' (rotated apart).
  SURVEY_LINK_SECRET: z.string().min(1).optional(),
  // npm run cluster: production mode with the outside services' fakes on this machine (production-checks.ts).
  LOCAL_FAKES: flag,
  // The backups' signing key (backup/signature.ts): npm run backup and restore need it in production.
  BACKUP_HMAC_KEY: z.string().min(32, 'at least 32 characters (openssl rand -hex 32)').optional(),
  // The brand the SMS name (the web reads the same two variables).
  BRAND_NAME: z.string().trim().min(1).max(40).default('Pothik'),
  BRAND_NAME_BN: z.string().trim().min(1).max(40).optional(),
  SMS_PROVIDER: z.enum(['console', ...smsGateways]).default('console'),
  /** The second gateway: used when the first refuses, fails or does not answer in time. */
  SMS_FALLBACK_PROVIDER: z.enum(smsGateways).optional(),
  SMS_GATEWAY_TIMEOUT_MS: z.coerce.number().int().min(500).max(10_000).default(4000),
  SMS_HTTP_URL: z.url({ protocol: /^https?$/ }).optional(),
  SMS_API_KEY: z.string().min(1).optional(),
  SMS_SENDER_ID: z.string().min(1).max(32).default('Pothik'),
  SSL_WIRELESS_URL: z.url({ protocol: /^https?$/ }).default(outsideServiceUrls.SSL_WIRELESS_URL),
  SSL_WIRELESS_API_TOKEN: z.string().min(1).optional(),
  SSL_WIRELESS_SID: z.string().min(1).max(40).optional(),
  BULKSMSBD_URL: z.url({ protocol: /^https?$/ }).default(outsideServiceUrls.BULKSMSBD_URL),
  BULKSMSBD_API_KEY: z.string().min(1).optional(),
  BULKSMSBD_SENDER_ID: z.string().min(1).max(32).optional(),
  // Web Push (DESIGN.md §14; docs/configuration.md "Web Push"): on with these keys; without them, off in
  // production and on with keys generated at first start elsewhere. PUSH_PROVIDER=off turns it off.
  PUSH_PROVIDER: z.enum(['off', 'web-push']).optional(),
  VAPID_PUBLIC_KEY: z.string().trim().min(1).optional(),
  VAPID_PRIVATE_KEY: z.string().trim().min(1).optional(),
  VAPID_SUBJECT: z.string().trim().min(1).optional(),
  // The push services a subscription may point at (https, port 443): comma-separated host names, `*.`
  // for any host below a name. PUSH_SERVICE_TEST_HOST is the tests' local push service (any port);
  // production refuses it.
  PUSH_SERVICE_HOSTS: z
    .string()
    .transform((text) =>
      text
        .split(',')
        .map((host) => host.trim().toLowerCase())
        .filter((host) => host !== ''),
    )
    .pipe(z.array(z.string()).min(1))
    .optional(),
  PUSH_SERVICE_TEST_HOST: z.string().trim().toLowerCase().min(1).optional(),
  PUSH_SUBSCRIBE_LIMIT_PER_HOUR: z.coerce.number().int().min(1).max(10_000).default(20),
  // --- Abuse limits and the human check (issue 28 item 5; docs/configuration.md "Abuse limits") ---
  HUMAN_CHECK: z.enum(['placeholder', 'turnstile']).default('placeholder'),
  TURNSTILE_SECRET: z.string().min(1).optional(),
  TURNSTILE_VERIFY_URL: z.url({ protocol: /^https?$/ }).default(outsideServiceUrls.TURNSTILE_VERIFY_URL),
  /** Retired (the web never rendered reCAPTCHA, so setting it refused every login): refused at start. */
  RECAPTCHA_SECRET: z.string().optional(),
  OTP_SMS_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(60),
  // At most the HTTP gateway adapter's own timeout (10 s), which would end a longer wait anyway.
  OTP_SMS_TIMEOUT_MS: z.coerce.number().int().min(100).max(10_000).default(10_000),
  STAFF_ALERT_EMAIL: z.email().optional(),
  // --- end of abuse limits ---
  GOOGLE_MAPS_API_KEY: z.string().min(1).optional(),
  GOOGLE_GEOCODE_URL: z.url({ protocol: /^https?$/ }).default(outsideServiceUrls.GOOGLE_GEOCODE_URL),
  // Google sign-in (DESIGN.md §14): the OAuth client's id, the ID tokens' audience. The keys' address and
  // the issuer are Google's; tests and e2e point them at a local fake issuer, which production refuses.
  GOOGLE_CLIENT_ID: z.string().trim().min(1).optional(),
  GOOGLE_JWKS_URL: z.url({ protocol: /^https?$/ }).optional(),
  GOOGLE_ISSUER: z.string().trim().min(1).optional(),
  AUTH_IP_LOGIN_LIMIT: z.coerce.number().int().min(1).default(30),
  AUTH_IP_VERIFY_LIMIT: z.coerce.number().int().min(1).default(60),
  ACCESS_TOKEN_TTL_MIN: z.coerce.number().int().min(1).max(1440).default(60),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  TRUST_PROXY: z.string().optional(),
  DEV_CLOCK: flag,
  API_DOCS: flag,
  CANCEL_WINDOW_MIN: z.coerce.number().int().min(0).max(10_080).default(DEFAULT_CANCEL_WINDOW_MIN),
  BID_TTL_MIN: z.coerce.number().int().min(1).max(1440).default(DEFAULT_BID_TTL_MIN),
  EXPIRY_INTERVAL_SEC: z.coerce.number().int().min(0).max(86_400).default(60),
  HOUSEKEEPING_INTERVAL_SEC: z.coerce.number().int().min(0).max(86_400).default(3600),
  LEADS_EMAIL: z.email().default('leads@pothik.local'),
  DEMO_ADMIN_PASSWORD: z.string().min(12).optional(),
  MAIL_PROVIDER: z.enum(['console', 'smtp']).default('console'),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().min(3).default('Pothik <no-reply@pothik.local>'),
  STORAGE_PROVIDER: z.enum(['local', 's3']).default('local'),
  UPLOADS_DIR: z.string().min(1).default('data/uploads'),
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_BUCKET: z.string().min(3).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  LEAD_IP_LIMIT: z.coerce.number().int().min(1).default(20),
  OUTBOX_INTERVAL_SEC: z.coerce.number().int().min(0).max(3600).default(15),
  // How long one notification's delivery (an SMS with its failover, an email, a push to every device of
  // its person) may take before it is abandoned and retried: a service that drips its answer must not
  // hold the outbox. Under the outbox's five-minute lease.
  OUTBOX_SEND_TIMEOUT_MS: z.coerce.number().int().min(200).max(120_000).default(15_000),
  DEMO_FLEET_INTERVAL_MS: z.coerce.number().int().min(0).max(3_600_000).default(1000),
  REALTIME_HEARTBEAT_SEC: z.coerce
    .number()
    .int()
    .min(1)
    .max(3600)
    .default(realtimeLimits.heartbeatMs / 1000),
  REALTIME_AUTH_TIMEOUT_SEC: z.coerce
    .number()
    .int()
    .min(1)
    .max(300)
    .default(realtimeLimits.authTimeoutMs / 1000),
  // Observability (docs/configuration.md): who may read /metrics, and where errors are reported.
  METRICS_TOKEN: z.string().min(16).optional(),
  SENTRY_DSN: z.url({ protocol: /^https?$/ }).optional(),
  SENTRY_ENVIRONMENT: z.string().min(1).optional(),
  SENTRY_RELEASE: z.string().min(1).optional(),
  // Staff console and uploads (issue 28). STAFF_TOTP_KEY: see decodeStaffTotpKey at the end of this file.
  STAFF_TOTP_KEY: z
    .string()
    .trim()
    .refine((text) => decodeStaffTotpKey(text) !== null, {
      message: 'must be 32 bytes: 64 hex digits or base64 (openssl rand -hex 32)',
    })
    .transform((text) => decodeStaffTotpKey(text)!)
    .optional(),
  UPLOAD_LIMIT_USER_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(20),
  UPLOAD_LIMIT_STAFF_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(200),
});

/** The environment as parsed, before it becomes a Config: what the start-up checks read. */
export type ParsedEnv = z.infer<typeof envSchema>;

export type Config = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  database:
    | { kind: 'pglite'; dataDir: string | undefined }
    /** `listenHeartbeatMs`: the LISTEN connection's heartbeat (modules/realtime/pg-listener.ts), 10 s unless a test says. */
    | { kind: 'postgres'; url: string; listenHeartbeatMs?: number };
  webOrigins: string[];
  /**
   * The web's cache drop (POST /api/revalidate with the shared secret), asked for after a console
   * change to content; unset, the site catches up within its one-minute revalidation.
   */
  /**
   * Every web process's revalidation address; each is asked after a console change. `eachAddress`: each
   * URL's host name is looked up every time and each of its addresses asked.
   */
  siteRevalidation: { urls: string[]; secret: string; eachAddress: boolean } | undefined;
  publicApiUrl: string;
  logLevel: string;
  /** Demo mode (DEMO=1): the demo fleet and the printed staff logins. Never in production. */
  demo: boolean;
  brandSlug: string;
  jwtSecret: string;
  otpSecret: string;
  /** The key of the survey links the completion SMS carries (SURVEY_LINK_SECRET). */
  surveyLinkSecret: string;
  /**
   * npm run cluster: production mode reaching the SMS gateway and Turnstile at fakes on this machine
   * (LOCAL_FAKES=1); the API warns at start.
   */
  localFakes: boolean;
  /**
   * The key backups are signed with and restore checks (BACKUP_HMAC_KEY); outside production a public
   * development key; unset in production, where backup and restore then refuse.
   */
  backupHmacKey: string | undefined;
  /**
   * Text messages: the console outbox (development), or a gateway and optionally a second one it fails
   * over to (DESIGN.md §14).
   */
  sms:
    | { provider: 'console' }
    | { provider: 'gateway'; primary: SmsGatewayConfig; fallback?: SmsGatewayConfig };
  /** The brand's name as the SMS and emails write it, in each language. */
  brand: { name: { en: string; bn: string } };
  /**
   * The human check of the login and the lead forms (DESIGN.md §7, §14): the demo's placeholder, which
   * accepts the web's fixed token, or Cloudflare Turnstile's siteverify.
   */
  humanCheck: { provider: 'placeholder' } | { provider: 'turnstile'; secret: string; verifyUrl: string };
  /**
   * Login codes for every number together (SMS pumping): at most `perMinute` handed to the gateway in a
   * clock minute across all API processes, `alertEmail` told once per pause; a gateway that has not
   * taken a code within `timeoutMs` is given up on and the user asked to try again.
   */
  loginSms: { perMinute: number; timeoutMs: number; alertEmail: string };
  /** Place search and reverse geocoding: the built-in gazetteer unless a Google Maps key is set. */
  geocoder: { provider: 'gazetteer' } | { provider: 'google'; apiKey: string; url: string };
  /**
   * Google sign-in (DESIGN.md §14): ID tokens for `clientId`, signed by a key at `jwksUrl` and issued by
   * one of `issuers` (Google's unless a test says otherwise); unset, POST /user/google refuses.
   */
  googleSignIn: { clientId: string; jwksUrl: string; issuers: string[] } | undefined;
  /** Per IP per hour, counted in the database so every API process shares them. */
  authIpLimits: { login: number; verify: number };
  tokens: { accessTtlMin: number; refreshTtlDays: number };
  /**
   * Which proxies may set X-Forwarded-For (lib/trust-proxy.ts). Off by default: otherwise any client
   * could forge its IP and walk around the per-IP limits. In production name the load balancer's
   * addresses (comma-separated, CIDR allowed), or how many proxies stand in front of the API.
   */
  trustProxy: TrustProxy;
  /** e2e only: POST /api/v3/dev/clock moves the API's clock forward. Never in production. */
  devClock: boolean;
  /** The OpenAPI document and its UI at /docs: always outside production, in production with API_DOCS=1. */
  apiDocs: boolean;
  /** DESIGN.md §6: a confirmed trip cancels outright until this many minutes before pickup; bids live this long. */
  booking: { cancelWindowMin: number; bidTtlMin: number };
  /**
   * Lead forms: where staff are told of a new lead, how many leads one IP may send per hour, and how
   * often each API process delivers the notifications waiting in the outbox (0: never; tests do it).
   */
  leads: { staffEmail: string; ipLimitPerHour: number; outboxIntervalSec: number };
  /** Demo mode's console login `admin@pothik.local`: this password, or a new one printed at each start. */
  demoAdminPassword: string | undefined;
  /** Staff email: the log (console) or an SMTP server. */
  mail: { provider: 'console'; from: string } | { provider: 'smtp'; url: string; from: string };
  /** Uploaded pictures: a local folder served at /images/uploads, or an S3-compatible bucket. */
  storage:
    | { provider: 'local'; dir: string }
    | {
        provider: 's3';
        endpoint: string;
        bucket: string;
        region: string;
        accessKeyId: string;
        secretAccessKey: string;
        publicUrl: string;
      };
  /** How often the trip expiry job runs in each API process; 0 turns it off (tests run it by hand). */
  expiryIntervalSec: number;
  /** How often each API process deletes lapsed codes, tokens and old notifications; 0 turns it off. */
  housekeepingIntervalSec: number;
  /** Demo mode outside production: how often each API process lets demo drivers bid; 0 turns it off. */
  demoFleetIntervalMs: number;
  /** GET /api/v3/realtime: ping period (dead sockets go after two) and how long `auth` may take. */
  realtime: { heartbeatMs: number; authTimeoutMs: number };
  /** GET /metrics: only with this bearer token; unset, open outside production and absent in it. */
  metrics: { token: string | undefined };
  /** Server errors (500s) go to Sentry or GlitchTip at this DSN; unset, nowhere but the log. */
  errorReporting: { dsn: string; environment: string; release: string | undefined } | undefined;
  /**
   * Web Push: off, or on with the configured VAPID keys, or (outside production, none configured) on
   * with a pair generated at first start and kept in the database (modules/push/vapid-keys.ts).
   */
  push: { enabled: false } | { enabled: true; vapid: VapidKeys | undefined; subject: string };
  /**
   * Which push services subscriptions may point at (adapters/push/endpoint-policy.ts), and how many
   * subscriptions one account may send in an hour (counted in the database across processes).
   */
  pushServices: PushServicePolicy & { subscribePerHour: number };
  /** The notifications outbox: how long one delivery may take, every call it makes included. */
  outbox: { sendTimeoutMs: number };
  /** The 32-byte AES-256-GCM key that seals staff TOTP secrets at rest (STAFF_TOTP_KEY). */
  staffTotpKey: Buffer;
  /** Pictures one account may upload per hour, counted in the database across processes. */
  uploadLimits: { userPerHour: number; staffPerHour: number };
};

/** The configuration cannot run: `problems` holds one line per problem, all of them at once. */
export class ConfigError extends Error {
  constructor(
    heading: string,
    readonly problems: readonly string[],
  ) {
    super([heading, ...problems.map((p) => `  ${p}`)].join('\n'));
  }
}

/**
 * An empty variable counts as unset, as in the web: a compose file passes every optional setting from
 * its env file, and one left empty there arrives as "".
 */
const withoutBlanks = (env: NodeJS.ProcessEnv) =>
  Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));

/** Parses the environment once; the only reader of process.env in the API. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(withoutBlanks(env));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError('Invalid environment configuration:', lines);
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  const problems = [
    ...settingProblems(e),
    ...abuseSettingProblems(e),
    ...(isProduction ? productionProblems(e) : []),
  ];
  if (problems.length > 0) {
    throw new ConfigError(
      isProduction
        ? 'Refusing to start in production (NODE_ENV unset or production; see docs/configuration.md):'
        : 'Invalid environment configuration:',
      problems,
    );
  }
  const webOrigins = (e.WEB_ORIGIN ?? 'http://localhost:3000')
    .split(',')
    .map((o) => o.trim().replace(/\/+$/, ''));
  return {
    env: e.NODE_ENV,
    host: e.API_HOST,
    port: e.API_PORT,
    database: databaseOf(e),
    webOrigins,
    siteRevalidation: e.SITE_REVALIDATE_SECRET
      ? {
          urls: e.SITE_REVALIDATE_URL ?? [`${webOrigins[0]}/api/revalidate`],
          secret: e.SITE_REVALIDATE_SECRET,
          eachAddress: e.SITE_REVALIDATE_EACH_ADDRESS ?? false,
        }
      : undefined,
    publicApiUrl: e.PUBLIC_API_URL ?? `http://localhost:${e.API_PORT}`,
    logLevel: e.LOG_LEVEL,
    demo: !isProduction && (e.DEMO ?? false),
    brandSlug: e.BRAND_SLUG,
    jwtSecret: e.JWT_SECRET ?? developmentSecret,
    otpSecret: e.OTP_SECRET ?? developmentSecret,
    surveyLinkSecret: e.SURVEY_LINK_SECRET ?? developmentSurveyLinkSecret,
    localFakes: e.LOCAL_FAKES ?? false,
    backupHmacKey: e.BACKUP_HMAC_KEY ?? (isProduction ? undefined : developmentBackupHmacKey),
    sms: smsOf(e),
    brand: {
      name: {
        en: e.BRAND_NAME,
        // পথিক is the default brand's own Bangla name; another brand is written as configured.
        bn: e.BRAND_NAME_BN ?? (e.BRAND_NAME === 'Pothik' ? 'পথিক' : e.BRAND_NAME),
      },
    },
    humanCheck:
      e.HUMAN_CHECK === 'turnstile' && e.TURNSTILE_SECRET
        ? { provider: 'turnstile', secret: e.TURNSTILE_SECRET, verifyUrl: e.TURNSTILE_VERIFY_URL }
        : { provider: 'placeholder' },
    loginSms: {
      perMinute: e.OTP_SMS_PER_MINUTE,
      timeoutMs: e.OTP_SMS_TIMEOUT_MS,
      alertEmail: e.STAFF_ALERT_EMAIL ?? e.LEADS_EMAIL,
    },
    geocoder: e.GOOGLE_MAPS_API_KEY
      ? { provider: 'google', apiKey: e.GOOGLE_MAPS_API_KEY, url: e.GOOGLE_GEOCODE_URL }
      : { provider: 'gazetteer' },
    googleSignIn: e.GOOGLE_CLIENT_ID
      ? {
          clientId: e.GOOGLE_CLIENT_ID,
          jwksUrl: e.GOOGLE_JWKS_URL ?? googleJwksUrl,
          issuers: e.GOOGLE_ISSUER ? [e.GOOGLE_ISSUER] : [...googleIssuers],
        }
      : undefined,
    authIpLimits: { login: e.AUTH_IP_LOGIN_LIMIT, verify: e.AUTH_IP_VERIFY_LIMIT },
    tokens: { accessTtlMin: e.ACCESS_TOKEN_TTL_MIN, refreshTtlDays: e.REFRESH_TOKEN_TTL_DAYS },
    devClock: !isProduction && (e.DEV_CLOCK ?? false),
    apiDocs: !isProduction || (e.API_DOCS ?? false),
    trustProxy: trustProxyOf(e),
    booking: { cancelWindowMin: e.CANCEL_WINDOW_MIN, bidTtlMin: e.BID_TTL_MIN },
    leads: {
      staffEmail: e.LEADS_EMAIL,
      ipLimitPerHour: e.LEAD_IP_LIMIT,
      outboxIntervalSec: e.OUTBOX_INTERVAL_SEC,
    },
    demoAdminPassword: e.DEMO_ADMIN_PASSWORD,
    mail:
      e.MAIL_PROVIDER === 'smtp' && e.SMTP_URL
        ? { provider: 'smtp', url: e.SMTP_URL, from: e.MAIL_FROM }
        : { provider: 'console', from: e.MAIL_FROM },
    storage:
      e.STORAGE_PROVIDER === 's3' &&
      e.S3_ENDPOINT &&
      e.S3_BUCKET &&
      e.S3_ACCESS_KEY_ID &&
      e.S3_SECRET_ACCESS_KEY
        ? {
            provider: 's3',
            endpoint: e.S3_ENDPOINT.replace(/\/+$/, ''),
            bucket: e.S3_BUCKET,
            region: e.S3_REGION,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            publicUrl: (e.S3_PUBLIC_URL ?? `${e.S3_ENDPOINT.replace(/\/+$/, '')}/${e.S3_BUCKET}`).replace(
              /\/+$/,
              '',
            ),
          }
        : { provider: 'local', dir: resolve(repoRoot, e.UPLOADS_DIR) },
    expiryIntervalSec: e.EXPIRY_INTERVAL_SEC,
    housekeepingIntervalSec: e.HOUSEKEEPING_INTERVAL_SEC,
    demoFleetIntervalMs: e.DEMO_FLEET_INTERVAL_MS,
    realtime: {
      heartbeatMs: e.REALTIME_HEARTBEAT_SEC * 1000,
      authTimeoutMs: e.REALTIME_AUTH_TIMEOUT_SEC * 1000,
    },
    metrics: { token: e.METRICS_TOKEN },
    errorReporting: e.SENTRY_DSN
      ? { dsn: e.SENTRY_DSN, environment: e.SENTRY_ENVIRONMENT ?? e.NODE_ENV, release: e.SENTRY_RELEASE }
      : undefined,
    push: pushOf(e, isProduction),
    pushServices: {
      hosts: e.PUSH_SERVICE_HOSTS ?? [...defaultPushServiceHosts],
      testHost: e.PUSH_SERVICE_TEST_HOST,
      subscribePerHour: e.PUSH_SUBSCRIBE_LIMIT_PER_HOUR,
    },
    outbox: { sendTimeoutMs: e.OUTBOX_SEND_TIMEOUT_MS },
    staffTotpKey: e.STAFF_TOTP_KEY ?? Buffer.from(devStaffTotpKeyHex, 'hex'),
    uploadLimits: { userPerHour: e.UPLOAD_LIMIT_USER_PER_HOUR, staffPerHour: e.UPLOAD_LIMIT_STAFF_PER_HOUR },
  };
}

/**
 * For the commands that only touch the database (npm run migrate, admin:create, demo:purge): the mode
 * and the database, with production's refusal of the embedded one. Reads only those variables.
 */
export function loadDatabaseConfig(env: NodeJS.ProcessEnv = process.env): Pick<Config, 'env' | 'database'> {
  const parsed = databaseSchema.safeParse(withoutBlanks(env));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError('Invalid environment configuration:', lines);
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production' && !e.DATABASE_URL) {
    throw new ConfigError('Refusing to run in production (NODE_ENV unset or production):', [noDatabaseUrl]);
  }
  return { env: e.NODE_ENV, database: databaseOf(e) };
}

const databaseSchema = envSchema.pick({ NODE_ENV: true, DATABASE_URL: true, PGLITE_DIR: true });

function databaseOf(e: z.infer<typeof databaseSchema>): Config['database'] {
  return e.DATABASE_URL
    ? { kind: 'postgres', url: e.DATABASE_URL }
    : { kind: 'pglite', dataDir: e.PGLITE_DIR === 'memory' ? undefined : resolve(repoRoot, e.PGLITE_DIR) };
}

/** What a provider needs once chosen, and secrets long enough, in every mode (production: production-checks.ts). */
function settingProblems(e: ParsedEnv): string[] {
  const problems: string[] = [];
  for (const [variable, gateway] of [
    ['SMS_PROVIDER', e.SMS_PROVIDER],
    ['SMS_FALLBACK_PROVIDER', e.SMS_FALLBACK_PROVIDER],
  ] as const) {
    if (gateway === undefined || gateway === 'console') continue;
    const missing = gatewayVariables[gateway].filter((k) => !e[k]);
    if (missing.length > 0) problems.push(`${variable}=${gateway} needs: ${missing.join(', ')}`);
  }
  if (e.SMS_FALLBACK_PROVIDER !== undefined && e.SMS_FALLBACK_PROVIDER === e.SMS_PROVIDER)
    problems.push('SMS_FALLBACK_PROVIDER must be another gateway than SMS_PROVIDER');
  if (e.SMS_FALLBACK_PROVIDER !== undefined && e.SMS_PROVIDER === 'console')
    problems.push(
      'SMS_FALLBACK_PROVIDER needs a gateway in SMS_PROVIDER (the console sends nothing to fail over from)',
    );
  problems.push(...pushSettingProblems(e));
  if (e.MAIL_PROVIDER === 'smtp' && !e.SMTP_URL) problems.push('MAIL_PROVIDER=smtp needs: SMTP_URL');
  const s3Keys = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
  const missingS3 = e.STORAGE_PROVIDER === 's3' ? s3Keys.filter((k) => !e[k]) : [];
  if (missingS3.length > 0) problems.push(`STORAGE_PROVIDER=s3 needs: ${missingS3.join(', ')}`);
  if (e.NODE_ENV !== 'production') {
    for (const [key, min] of [
      ['JWT_SECRET', 32],
      ['OTP_SECRET', 32],
      ['SURVEY_LINK_SECRET', 32],
      ['SITE_REVALIDATE_SECRET', 16],
    ] as const) {
      const value = e[key];
      if (value !== undefined && value.length < min) problems.push(`${key}: at least ${min} characters`);
    }
  }
  return problems;
}

// --- Staff TOTP key (STAFF_TOTP_KEY) ---------------------------------------------------------------
// 32 bytes, written as 64 hex digits or base64. Outside production a fixed development key is used
// (devStaffTotpKeyHex), so a development database's enrolments survive a restart; production refuses a
// missing or development key (production-checks.ts).

/** The key's 32 bytes, or null when the text is not 64 hex digits or base64 of 32 bytes. */
export function decodeStaffTotpKey(text: string): Buffer | null {
  if (/^[0-9a-fA-F]{64}$/.test(text)) return Buffer.from(text, 'hex');
  if (/^[A-Za-z0-9+/_-]{43}=?$/.test(text)) {
    const bytes = Buffer.from(text, text.includes('-') || text.includes('_') ? 'base64url' : 'base64');
    return bytes.length === 32 ? bytes : null;
  }
  return null;
}

/**
 * Abuse limits: the human check's and TRUST_PROXY's settings, in every mode, one line each. (Production's
 * refusal of the placeholder is with the other production checks: HUMAN_CHECK=placeholder there means the
 * login and the lead forms accept the web's fixed token.)
 */
function abuseSettingProblems(e: ParsedEnv): string[] {
  const problems: string[] = [];
  const trustProxy = parseTrustProxy(e.TRUST_PROXY);
  if ('problem' in trustProxy) problems.push(`TRUST_PROXY: ${trustProxy.problem}`);
  if (e.HUMAN_CHECK === 'turnstile' && !e.TURNSTILE_SECRET)
    problems.push('HUMAN_CHECK=turnstile needs: TURNSTILE_SECRET');
  if (e.RECAPTCHA_SECRET !== undefined) {
    problems.push(
      'RECAPTCHA_SECRET is no longer read: set HUMAN_CHECK=turnstile and TURNSTILE_SECRET instead',
    );
  }
  return problems;
}

/** TRUST_PROXY once abuseSettingProblems has passed it. */
function trustProxyOf(e: ParsedEnv): TrustProxy {
  const trustProxy = parseTrustProxy(e.TRUST_PROXY);
  return 'value' in trustProxy ? trustProxy.value : false;
}

// --- Web Push (VAPID) ----------------------------------------------------------------------------------

/** The development contact in VAPID's `sub` when none is configured; production names its own. */
const devVapidSubject = 'mailto:push@pothik.local';

/** A key without its pair, keys that do not belong together, a subject no push service accepts. */
function pushSettingProblems(e: ParsedEnv): string[] {
  const problems: string[] = [];
  const { VAPID_PUBLIC_KEY: pub, VAPID_PRIVATE_KEY: priv, VAPID_SUBJECT: subject } = e;
  if ((pub === undefined) !== (priv === undefined))
    problems.push(
      'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY: set both or neither (npx web-push generate-vapid-keys)',
    );
  else if (pub !== undefined && priv !== undefined) {
    const problem = vapidKeyProblem(pub, priv);
    if (problem) problems.push(problem);
  }
  if (subject !== undefined) {
    const problem = vapidSubjectProblem(subject);
    if (problem) problems.push(problem);
  }
  for (const host of e.PUSH_SERVICE_HOSTS ?? []) {
    const problem = pushServiceHostProblem(host);
    if (problem) problems.push(`PUSH_SERVICE_HOSTS: ${problem}`);
  }
  return problems;
}

function pushOf(e: ParsedEnv, isProduction: boolean): Config['push'] {
  if (e.PUSH_PROVIDER === 'off') return { enabled: false };
  const subject = e.VAPID_SUBJECT ?? devVapidSubject;
  if (e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY)
    return {
      enabled: true,
      vapid: { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY, subject },
      subject,
    };
  // Production without keys: off (production-checks.ts refuses PUSH_PROVIDER=web-push without them).
  return isProduction ? { enabled: false } : { enabled: true, vapid: undefined, subject };
}

// --- SMS gateways --------------------------------------------------------------------------------

/** What each gateway needs set (settingProblems refuses a chosen gateway without them). */
const gatewayVariables = {
  http: ['SMS_HTTP_URL', 'SMS_API_KEY'],
  ssl_wireless: ['SSL_WIRELESS_API_TOKEN', 'SSL_WIRELESS_SID'],
  bulksmsbd: ['BULKSMSBD_API_KEY', 'BULKSMSBD_SENDER_ID'],
} as const satisfies Record<SmsGatewayName, readonly (keyof ParsedEnv)[]>;

/** One gateway's settings, once settingProblems has passed them. */
function gatewayOf(e: ParsedEnv, name: SmsGatewayName): SmsGatewayConfig {
  const timeoutMs = e.SMS_GATEWAY_TIMEOUT_MS;
  if (name === 'ssl_wireless')
    return {
      provider: name,
      url: e.SSL_WIRELESS_URL,
      apiToken: e.SSL_WIRELESS_API_TOKEN!,
      sid: e.SSL_WIRELESS_SID!,
      timeoutMs,
    };
  if (name === 'bulksmsbd')
    return {
      provider: name,
      url: e.BULKSMSBD_URL,
      apiKey: e.BULKSMSBD_API_KEY!,
      senderId: e.BULKSMSBD_SENDER_ID!,
      timeoutMs,
    };
  return {
    provider: name,
    url: e.SMS_HTTP_URL!,
    apiKey: e.SMS_API_KEY!,
    senderId: e.SMS_SENDER_ID,
    timeoutMs,
  };
}

function smsOf(e: ParsedEnv): Config['sms'] {
  if (e.SMS_PROVIDER === 'console') return { provider: 'console' };
  return {
    provider: 'gateway',
    primary: gatewayOf(e, e.SMS_PROVIDER),
    ...(e.SMS_FALLBACK_PROVIDER ? { fallback: gatewayOf(e, e.SMS_FALLBACK_PROVIDER) } : {}),
  };
}
