// What each setting is when its variable is unset, and the Config built from the parsed environment
// (schema.ts) once its checks have passed (setting-checks.ts, production-checks.ts).
import { resolve } from 'node:path';
import type { z } from 'zod';
import { defaultPushServiceHosts } from '../adapters/push/endpoint-policy';
import { repoRoot } from '../lib/paths';
import { parseTrustProxy, type TrustProxy } from '../lib/trust-proxy';
import {
  developmentBackupHmacKey,
  developmentSecret,
  developmentSurveyLinkSecret,
  devStaffTotpKeyHex,
} from '../production-checks';
import type { databaseSchema, ParsedEnv, SmsGatewayName } from './schema';
import type { Config, PaymentsConfig, SmsGatewayConfig } from './types';

/** Where Google publishes the keys that sign its ID tokens, and the issuers it writes in them. */
export const googleJwksUrl = 'https://www.googleapis.com/oauth2/v3/certs';
export const googleIssuers = ['https://accounts.google.com', 'accounts.google.com'] as const;

// --- Web Push (VAPID) ----------------------------------------------------------------------------------

/** The development contact in VAPID's `sub` when none is configured; production names its own. */
const devVapidSubject = 'mailto:push@pothik.local';

/** The Config of a parsed environment that passed every check. */
export function configOf(e: ParsedEnv): Config {
  const isProduction = e.NODE_ENV === 'production';
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
    payments: paymentsOf(e, isProduction),
    company: {
      name: e.COMPANY_LEGAL_NAME ?? e.BRAND_NAME,
      address: e.COMPANY_ADDRESS ?? null,
      tradeLicense: e.COMPANY_TRADE_LICENSE ?? null,
      bin: e.COMPANY_BIN ?? null,
    },
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
    nidCheck: e.NID_CHECK_URL
      ? { provider: 'http', url: e.NID_CHECK_URL, apiKey: e.NID_CHECK_KEY ?? null }
      : { provider: 'off' },
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
    incidentAlertCheckSec: e.INCIDENT_ALERT_CHECK_SEC,
    guardian: { intervalSec: e.GUARDIAN_CHECK_INTERVAL_SEC, corridorMinM: e.GUARDIAN_CORRIDOR_MIN_M },
    housekeepingIntervalSec: e.HOUSEKEEPING_INTERVAL_SEC,
    tracking: {
      intervalSec: e.TRACKING_INTERVAL_SEC,
      retentionDays: e.TRACK_RETENTION_DAYS,
      writeMs: e.TRACK_WRITE_MS,
      latestWriteMs: e.TRACK_LATEST_WRITE_MS,
    },
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

export function databaseOf(e: z.infer<typeof databaseSchema>): Config['database'] {
  return e.DATABASE_URL
    ? { kind: 'postgres', url: e.DATABASE_URL }
    : { kind: 'pglite', dataDir: e.PGLITE_DIR === 'memory' ? undefined : resolve(repoRoot, e.PGLITE_DIR) };
}

/** TRUST_PROXY once abuseSettingProblems has passed it. */
function trustProxyOf(e: ParsedEnv): TrustProxy {
  const trustProxy = parseTrustProxy(e.TRUST_PROXY);
  return 'value' in trustProxy ? trustProxy.value : false;
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

// --- Payments -----------------------------------------------------------------------------------------

/** The gateways and their keys; outside production the demo's local page unless others are named. */
function paymentsOf(e: ParsedEnv, isProduction: boolean): PaymentsConfig {
  const bkash =
    e.BKASH_APP_KEY && e.BKASH_APP_SECRET && e.BKASH_USERNAME && e.BKASH_PASSWORD
      ? {
          baseUrl: e.BKASH_BASE_URL,
          appKey: e.BKASH_APP_KEY,
          appSecret: e.BKASH_APP_SECRET,
          username: e.BKASH_USERNAME,
          password: e.BKASH_PASSWORD,
        }
      : undefined;
  const sslcommerz =
    e.SSLCOMMERZ_STORE_ID && e.SSLCOMMERZ_STORE_PASSWORD
      ? {
          baseUrl: e.SSLCOMMERZ_BASE_URL,
          storeId: e.SSLCOMMERZ_STORE_ID,
          storePassword: e.SSLCOMMERZ_STORE_PASSWORD,
        }
      : undefined;
  return {
    gateways: e.PAYMENT_GATEWAYS ?? (isProduction ? [] : ['demo']),
    timeoutMs: e.PAYMENT_TIMEOUT_MS,
    startsPerMinute: e.PAYMENT_STARTS_PER_MINUTE,
    // Tests run a round when they mean to (app.jobs.runOnce), never on a timer in the middle of another test.
    jobsIntervalMs: (e.PAYMENT_JOBS_INTERVAL_SEC ?? (e.NODE_ENV === 'test' ? 0 : 30)) * 1000,
    bkash,
    sslcommerz,
  };
}
