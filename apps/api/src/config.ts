import { resolve } from 'node:path';
import { DEFAULT_BID_TTL_MIN, DEFAULT_CANCEL_WINDOW_MIN, realtimeLimits } from '@pothik/domain';
import { z } from 'zod';
import { repoRoot } from './lib/paths';

const flag = z
  .enum(['0', '1', 'true', 'false'])
  .transform((v) => v === '1' || v === 'true')
  .optional();

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  API_HOST: z.string().min(1).default('0.0.0.0'),
  API_PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  PGLITE_DIR: z.string().min(1).default('data/pglite'),
  WEB_ORIGIN: z.string().min(1).default('http://localhost:3000'),
  PUBLIC_API_URL: z.url().optional(),
  SITE_REVALIDATE_SECRET: z.string().min(16).optional(),
  SITE_REVALIDATE_URL: z.url({ protocol: /^https?$/ }).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DEMO: flag,
  BRAND_SLUG: z
    .string()
    .regex(/^[a-z0-9-]+$/)
    .default('pothik'),
  JWT_SECRET: z.string().min(32).optional(),
  OTP_SECRET: z.string().min(32).optional(),
  ADMIN_USERNAME: z.string().min(1).optional(),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  SMS_PROVIDER: z.enum(['console', 'http']).default('console'),
  SMS_HTTP_URL: z.url({ protocol: /^https?$/ }).optional(),
  SMS_API_KEY: z.string().min(1).optional(),
  SMS_SENDER_ID: z.string().min(1).max(32).default('Pothik'),
  RECAPTCHA_SECRET: z.string().min(1).optional(),
  RECAPTCHA_VERIFY_URL: z
    .url({ protocol: /^https?$/ })
    .default('https://www.google.com/recaptcha/api/siteverify'),
  GOOGLE_MAPS_API_KEY: z.string().min(1).optional(),
  GOOGLE_GEOCODE_URL: z
    .url({ protocol: /^https?$/ })
    .default('https://maps.googleapis.com/maps/api/geocode/json'),
  AUTH_IP_LOGIN_LIMIT: z.coerce.number().int().min(1).default(30),
  AUTH_IP_VERIFY_LIMIT: z.coerce.number().int().min(1).default(60),
  ACCESS_TOKEN_TTL_MIN: z.coerce.number().int().min(1).max(1440).default(60),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  TRUST_PROXY: z.string().min(1).default('false'),
  DEV_CLOCK: flag,
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
  // Staff console and uploads (issue 28): see the block at the end of this file.
  STAFF_TOTP_KEY: z.string().trim().min(1).optional(),
  UPLOAD_LIMIT_USER_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(20),
  UPLOAD_LIMIT_STAFF_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(200),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  database: { kind: 'pglite'; dataDir: string | undefined } | { kind: 'postgres'; url: string };
  webOrigins: string[];
  /**
   * The web's cache drop (POST /api/revalidate with the shared secret), asked for after a console
   * change to content; unset, the site catches up within its one-minute revalidation.
   */
  siteRevalidation: { url: string; secret: string } | undefined;
  publicApiUrl: string;
  logLevel: string;
  demo: boolean;
  brandSlug: string;
  jwtSecret: string;
  otpSecret: string;
  admin: { username: string; password: string } | undefined;
  sms: { provider: 'console' } | { provider: 'http'; url: string; apiKey: string; senderId: string };
  /** `secret` unset: the web's placeholder token is accepted (DESIGN.md §7). */
  recaptcha: { secret: string | undefined; verifyUrl: string };
  /** Place search and reverse geocoding: the built-in gazetteer unless a Google Maps key is set. */
  geocoder: { provider: 'gazetteer' } | { provider: 'google'; apiKey: string; url: string };
  /** Per IP per hour, counted in the database so every API process shares them. */
  authIpLimits: { login: number; verify: number };
  tokens: { accessTtlMin: number; refreshTtlDays: number };
  /**
   * Which proxies may set X-Forwarded-For. Off by default: otherwise any client could forge its IP and
   * walk around the per-IP limits. In production name the load balancer's addresses (comma-separated).
   */
  trustProxy: boolean | string;
  /** e2e only: POST /api/v3/dev/clock moves the API's clock forward. Never in production. */
  devClock: boolean;
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
  /** The 32-byte AES-256-GCM key that seals staff TOTP secrets at rest (STAFF_TOTP_KEY). */
  staffTotpKey: Buffer;
  /** Pictures one account may upload per hour, counted in the database across processes. */
  uploadLimits: { userPerHour: number; staffPerHour: number };
};

export class ConfigError extends Error {}

// Development secrets are fixed so tokens survive a restart of `npm run dev`; production refuses them.
const devSecret = 'pothik-development-secret-not-for-production-use';

/** Parses the environment once; the only reader of process.env in the API. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  const missing: string[] = [];
  if (isProduction) {
    if (!e.JWT_SECRET) missing.push('JWT_SECRET');
    if (!e.OTP_SECRET) missing.push('OTP_SECRET');
    if (!e.ADMIN_USERNAME) missing.push('ADMIN_USERNAME');
    if (!e.ADMIN_PASSWORD) missing.push('ADMIN_PASSWORD');
  }
  if (isProduction && e.DEV_CLOCK) {
    throw new ConfigError('DEV_CLOCK must not be set in production: it lets a client move the server clock.');
  }
  if (missing.length > 0) {
    throw new ConfigError(`Missing required environment variables in production: ${missing.join(', ')}`);
  }
  const missingSms =
    e.SMS_PROVIDER === 'http' ? (['SMS_HTTP_URL', 'SMS_API_KEY'] as const).filter((k) => !e[k]) : [];
  if (missingSms.length > 0) {
    throw new ConfigError(`SMS_PROVIDER=http needs: ${missingSms.join(', ')}`);
  }
  if (e.MAIL_PROVIDER === 'smtp' && !e.SMTP_URL) throw new ConfigError('MAIL_PROVIDER=smtp needs: SMTP_URL');
  const s3Keys = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
  const missingS3 = e.STORAGE_PROVIDER === 's3' ? s3Keys.filter((k) => !e[k]) : [];
  if (missingS3.length > 0) throw new ConfigError(`STORAGE_PROVIDER=s3 needs: ${missingS3.join(', ')}`);
  const webOrigins = e.WEB_ORIGIN.split(',').map((o) => o.trim().replace(/\/+$/, ''));
  return {
    env: e.NODE_ENV,
    host: e.API_HOST,
    port: e.API_PORT,
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL }
      : { kind: 'pglite', dataDir: e.PGLITE_DIR === 'memory' ? undefined : resolve(repoRoot, e.PGLITE_DIR) },
    webOrigins,
    siteRevalidation: e.SITE_REVALIDATE_SECRET
      ? {
          url: e.SITE_REVALIDATE_URL ?? `${webOrigins[0]}/api/revalidate`,
          secret: e.SITE_REVALIDATE_SECRET,
        }
      : undefined,
    publicApiUrl: e.PUBLIC_API_URL ?? `http://localhost:${e.API_PORT}`,
    logLevel: e.LOG_LEVEL,
    demo: e.DEMO ?? false,
    brandSlug: e.BRAND_SLUG,
    jwtSecret: e.JWT_SECRET ?? devSecret,
    otpSecret: e.OTP_SECRET ?? devSecret,
    admin:
      e.ADMIN_USERNAME && e.ADMIN_PASSWORD
        ? { username: e.ADMIN_USERNAME, password: e.ADMIN_PASSWORD }
        : undefined,
    sms:
      e.SMS_PROVIDER === 'http' && e.SMS_HTTP_URL && e.SMS_API_KEY
        ? { provider: 'http', url: e.SMS_HTTP_URL, apiKey: e.SMS_API_KEY, senderId: e.SMS_SENDER_ID }
        : { provider: 'console' },
    recaptcha: { secret: e.RECAPTCHA_SECRET, verifyUrl: e.RECAPTCHA_VERIFY_URL },
    geocoder: e.GOOGLE_MAPS_API_KEY
      ? { provider: 'google', apiKey: e.GOOGLE_MAPS_API_KEY, url: e.GOOGLE_GEOCODE_URL }
      : { provider: 'gazetteer' },
    authIpLimits: { login: e.AUTH_IP_LOGIN_LIMIT, verify: e.AUTH_IP_VERIFY_LIMIT },
    tokens: { accessTtlMin: e.ACCESS_TOKEN_TTL_MIN, refreshTtlDays: e.REFRESH_TOKEN_TTL_DAYS },
    devClock: e.DEV_CLOCK ?? false,
    trustProxy: e.TRUST_PROXY === 'true' ? true : e.TRUST_PROXY === 'false' ? false : e.TRUST_PROXY,
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
    staffTotpKey: parseStaffTotpKey(e.STAFF_TOTP_KEY),
    uploadLimits: { userPerHour: e.UPLOAD_LIMIT_USER_PER_HOUR, staffPerHour: e.UPLOAD_LIMIT_STAFF_PER_HOUR },
  };
}

// --- Staff TOTP key (STAFF_TOTP_KEY) ---------------------------------------------------------------
// 32 bytes, written as 64 hex digits or base64. Outside production a fixed development key is used, so a
// development database's enrolments survive a restart; production must refuse it (staffTotpKeyRefusal).

export const devStaffTotpKeyHex = '706f7468696b2d6465762d746f74702d6b65792d6e6f742d666f722d70726f64';

/** The key's 32 bytes, or null when the text is not 64 hex digits or base64 of 32 bytes. */
export function decodeStaffTotpKey(text: string): Buffer | null {
  if (/^[0-9a-fA-F]{64}$/.test(text)) return Buffer.from(text, 'hex');
  if (/^[A-Za-z0-9+/_-]{43}=?$/.test(text)) {
    const bytes = Buffer.from(text, text.includes('-') || text.includes('_') ? 'base64url' : 'base64');
    return bytes.length === 32 ? bytes : null;
  }
  return null;
}

function parseStaffTotpKey(text: string | undefined): Buffer {
  if (text === undefined) return Buffer.from(devStaffTotpKeyHex, 'hex');
  const key = decodeStaffTotpKey(text);
  if (!key)
    throw new ConfigError(
      'STAFF_TOTP_KEY must be 32 bytes: 64 hex digits or base64 (openssl rand -base64 32)',
    );
  return key;
}

/**
 * Production's refusal line for the staff TOTP key, or undefined when the key is fine: missing, or the
 * development key (the production refusal list joins this check).
 */
export function staffTotpKeyRefusal(env: NodeJS.ProcessEnv): string | undefined {
  const text = env.STAFF_TOTP_KEY?.trim();
  if (!text)
    return 'STAFF_TOTP_KEY is missing: staff TOTP secrets need a key of their own (openssl rand -base64 32)';
  const key = decodeStaffTotpKey(text);
  if (key?.equals(Buffer.from(devStaffTotpKeyHex, 'hex'))) {
    return 'STAFF_TOTP_KEY is the development key; set a key of its own (openssl rand -base64 32)';
  }
  return undefined;
}
