// The API's environment variables as zod reads them: names, types, ranges and the values of those left
// unset. The Config built from them is defaults.ts's; the checks across variables are setting-checks.ts's
// and, in production, production-checks.ts's.
import { DEFAULT_BID_TTL_MIN, DEFAULT_CANCEL_WINDOW_MIN, realtimeLimits } from '@pothik/domain';
import { z } from 'zod';
import { outsideServiceUrls } from '../outside-services';

const flag = z
  .enum(['0', '1', 'true', 'false'])
  .transform((v) => v === '1' || v === 'true')
  .optional();

/** The SMS gateways an operator can name (adapters/sms): the generic JSON one and two Bangladeshi providers. */
export const smsGateways = ['http', 'ssl_wireless', 'bulksmsbd'] as const;
export type SmsGatewayName = (typeof smsGateways)[number];

export const envSchema = z.object({
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
  // --- Payments (DESIGN.md §16; docs/configuration.md "Payments") ---
  /** The gateways a passenger may pay with, in the order offered; `demo` is the local page (never production). */
  PAYMENT_GATEWAYS: z
    .string()
    .transform((text) => [
      ...new Set(
        text
          .split(',')
          .map((g) => g.trim())
          .filter((g) => g !== ''),
      ),
    ])
    .pipe(z.array(z.enum(['bkash', 'sslcommerz', 'demo'])))
    .optional(),
  PAYMENT_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(60_000).default(15_000),
  /** How often the refunds and reconciliation jobs run (reconciliation: twice this); 0 never; unset: 30, and 0 in tests. */
  PAYMENT_JOBS_INTERVAL_SEC: z.coerce.number().int().min(0).max(3600).optional(),
  PAYMENT_STARTS_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(10),
  BKASH_BASE_URL: z.url({ protocol: /^https?$/ }).default(outsideServiceUrls.BKASH_BASE_URL),
  BKASH_APP_KEY: z.string().min(1).optional(),
  BKASH_APP_SECRET: z.string().min(1).optional(),
  BKASH_USERNAME: z.string().min(1).optional(),
  BKASH_PASSWORD: z.string().min(1).optional(),
  SSLCOMMERZ_BASE_URL: z.url({ protocol: /^https?$/ }).default(outsideServiceUrls.SSLCOMMERZ_BASE_URL),
  SSLCOMMERZ_STORE_ID: z.string().min(1).optional(),
  SSLCOMMERZ_STORE_PASSWORD: z.string().min(1).optional(),
  // The company's legal details on receipts (issue 44 §5).
  COMPANY_LEGAL_NAME: z.string().trim().min(1).max(200).optional(),
  COMPANY_ADDRESS: z.string().trim().min(1).max(300).optional(),
  COMPANY_TRADE_LICENSE: z.string().trim().min(1).max(100).optional(),
  COMPANY_BIN: z.string().trim().min(1).max(100).optional(),
  // The national-ID check of drivers' papers (DESIGN.md §17): a Porichoy-like service; unset, no check.
  NID_CHECK_URL: z.url({ protocol: /^https?$/ }).optional(),
  NID_CHECK_KEY: z.string().min(1).optional(),
  // --- Abuse limits and the human check (docs/configuration.md "Abuse limits") ---
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
  TRACKING_INTERVAL_SEC: z.coerce.number().int().min(0).max(86_400).default(60),
  TRACK_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  TRACK_WRITE_MS: z.coerce.number().int().min(0).max(10_000).default(1000),
  TRACK_LATEST_WRITE_MS: z.coerce.number().int().min(0).max(300_000).default(30_000),
  INCIDENT_ALERT_CHECK_SEC: z.coerce.number().int().min(0).max(120).default(15),
  GUARDIAN_CHECK_INTERVAL_SEC: z.coerce.number().int().min(0).max(600).default(30),
  GUARDIAN_CORRIDOR_MIN_M: z.coerce.number().int().min(500).max(100_000).default(3000),
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
  // Staff console and uploads. STAFF_TOTP_KEY: see decodeStaffTotpKey at the end of this file.
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

/** The variables the database-only commands read (loadDatabaseConfig). */
export const databaseSchema = envSchema.pick({ NODE_ENV: true, DATABASE_URL: true, PGLITE_DIR: true });

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
