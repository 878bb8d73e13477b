// What the API runs with: the Config loadConfig builds (defaults.ts) once the environment passes its checks.
import type { PushServicePolicy } from '../adapters/push/endpoint-policy';
import type { VapidKeys } from '../adapters/push/vapid-config';
import type { TrustProxy } from '../lib/trust-proxy';

/** One gateway's settings as its adapter takes them. */
export type SmsGatewayConfig =
  | { provider: 'http'; url: string; apiKey: string; senderId: string; timeoutMs: number }
  | { provider: 'ssl_wireless'; url: string; apiToken: string; sid: string; timeoutMs: number }
  | { provider: 'bulksmsbd'; url: string; apiKey: string; senderId: string; timeoutMs: number };

/** The payment gateways configured (DESIGN.md §16), each with what its adapter needs. */
export type PaymentsConfig = {
  gateways: ('bkash' | 'sslcommerz' | 'demo')[];
  timeoutMs: number;
  /** Advance payments one address may start per minute. */
  startsPerMinute: number;
  jobsIntervalMs: number;
  bkash?: { baseUrl: string; appKey: string; appSecret: string; username: string; password: string };
  sslcommerz?: { baseUrl: string; storeId: string; storePassword: string };
};

export type Config = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  database:
    | { kind: 'pglite'; dataDir: string | undefined }
    /** `listenHeartbeatMs`: the LISTEN connection's heartbeat (db/changes/pg-listener.ts), 10 s unless a test says. */
    | { kind: 'postgres'; url: string; listenHeartbeatMs?: number };
  webOrigins: string[];
  /**
   * The web's cache drop (POST /api/revalidate with the shared secret and a change's cache tags), asked
   * of every web process's revalidation address after any content change; unset, the site catches up
   * within its one-minute revalidation. `eachAddress`: each URL's host name is looked up every time and
   * each of its addresses asked.
   */
  siteRevalidation: { urls: string[]; secret: string; eachAddress: boolean } | undefined;
  publicApiUrl: string;
  payments: PaymentsConfig;
  /** The company's legal details printed on receipts; the brand's name when no legal name is set. */
  company: { name: string; address: string | null; tradeLicense: string | null; bin: string | null };
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
  /** The NID check of drivers' papers (NID_CHECK_URL): off unless configured, and then staff switch it on. */
  nidCheck: { provider: 'off' } | { provider: 'http'; url: string; apiKey: string | null };
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
  /** How often the incident re-alert job looks for open SOS incidents due another alert (0: never). */
  incidentAlertCheckSec: number;
  /**
   * Guardian checks (DESIGN.md §15): how often each API process looks at started trips' tracks and at
   * unanswered checks (0: never; tests run it by hand), and the narrowest straight-line corridor in
   * metres (it widens to a quarter of a long trip's straight length).
   */
  guardian: { intervalSec: number; corridorMinM: number };
  /** How often each API process deletes lapsed codes, tokens and old notifications; 0 turns it off. */
  housekeepingIntervalSec: number;
  /**
   * The trip in progress (DESIGN.md §15): how often each API process runs the "on my way" reminder and
   * the track deletion (0 never; tests run them by hand), and how many days a trip's track is kept.
   */
  tracking: {
    intervalSec: number;
    retentionDays: number;
    /** How long accepted positions wait at most before they are written together (docs/decisions/0021). */
    writeMs: number;
    /**
     * How often a trip's latest position is written at most (its first at once): readers take newer
     * points from what their process heard (docs/decisions/0021).
     */
    latestWriteMs: number;
  };
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
