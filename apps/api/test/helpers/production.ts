import type { BuildOptions } from '../../src/app';
import { type Config, loadConfig } from '../../src/config';
import type { Database } from '../../src/db/client';
import { buildAppWith, testUploadsDir } from './app';

/** An environment that passes every production check (docs/configuration.md), on addresses of no one's. */
export const productionEnv = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://pothik@db.pothik.example:5432/pothik',
  JWT_SECRET: 'jwt-secret-of-the-production-tests-0001',
  OTP_SECRET: 'otp-secret-of-the-production-tests-0002',
  SITE_REVALIDATE_SECRET: 'revalidate-secret-of-the-production-tests-03',
  // 32 bytes of its own (base64), not the development key.
  STAFF_TOTP_KEY: 'cHJvZHVjdGlvbi10ZXN0cy1zdGFmZi10b3RwLWtleSE=',
  // Nothing listens on port 9: a test that went out by mistake would fail, not reach anyone.
  SITE_REVALIDATE_URL: 'http://127.0.0.1:9/api/revalidate',
  SURVEY_LINK_SECRET: 'survey-link-secret-of-the-production-tests',
  SMS_PROVIDER: 'http',
  // Production's gateways are https; `.example` names no host anyone has (RFC 2606).
  SMS_HTTP_URL: 'https://sms.pothik.example/send',
  SMS_API_KEY: 'sms-key',
  MAIL_PROVIDER: 'smtp',
  // Nothing listens on port 9 (as above).
  SMTP_URL: 'smtp://127.0.0.1:9',
  // Turnstile at Cloudflare's own address (production allows no other), with a secret of no one's.
  HUMAN_CHECK: 'turnstile',
  TURNSTILE_SECRET: 'turnstile-secret-of-the-production-tests',
  PUBLIC_API_URL: 'https://api.pothik.example',
  WEB_ORIGIN: 'https://pothik.example',
} as const;

/**
 * The app as production builds it, on `database` or a fresh test database of its own. `force` sets
 * what no production environment can (DEMO, DEV_CLOCK are refused), to prove nothing turns a demo
 * feature on in production.
 */
export async function buildProductionApp({
  env = {},
  force = {},
  database,
  clock,
}: {
  env?: NodeJS.ProcessEnv;
  force?: Partial<Config>;
  database?: Database;
  clock?: BuildOptions['clock'];
} = {}) {
  const config = {
    ...loadConfig({
      ...productionEnv,
      LOG_LEVEL: 'silent',
      UPLOADS_DIR: testUploadsDir,
      ...env,
    }),
    ...force,
  };
  return buildAppWith(config, { database, clock });
}
