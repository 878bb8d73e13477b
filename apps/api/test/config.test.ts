import { isLocalAddress } from '@pothik/server-kit/local-address';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, loadDatabaseConfig } from '../src/config';
import {
  developmentBackupHmacKey,
  developmentSecret,
  developmentSurveyLinkSecret,
  devStaffTotpKeyHex,
} from '../src/production-checks';
import { productionEnv } from './helpers/production';

describe('config', () => {
  it('outside production defaults to PGlite in ./data/pglite on port 4000', () => {
    const c = loadConfig({ NODE_ENV: 'development' });
    expect(c.port).toBe(4000);
    expect(c.database.kind === 'pglite' && c.database.dataDir?.endsWith('data/pglite')).toBe(true);
  });

  it('uses PostgreSQL when DATABASE_URL is set', () => {
    expect(
      loadConfig({ NODE_ENV: 'test', DATABASE_URL: 'postgres://u@127.0.0.1:5432/db' }).database.kind,
    ).toBe('postgres');
  });

  it('names the bad variable', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', API_PORT: 'eighty' })).toThrow(/API_PORT/);
    expect(() => loadConfig({ NODE_ENV: 'test', DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'short' })).toThrow(/JWT_SECRET: at least 32/);
  });
});

// Whatever starts the API without naming a mode gets production, which refuses to
// start unsafe, one line per problem, all at once.
describe('production', () => {
  const problemsOf = (env: NodeJS.ProcessEnv) => {
    try {
      loadConfig(env);
    } catch (err) {
      if (err instanceof ConfigError) return err.problems;
      throw err;
    }
    return [];
  };

  it('is the mode when none is named, and then refuses every unsafe default', () => {
    expect(problemsOf({})).toEqual([
      expect.stringMatching(/^JWT_SECRET is unset/),
      expect.stringMatching(/^OTP_SECRET is unset/),
      expect.stringMatching(/^SURVEY_LINK_SECRET is unset/),
      expect.stringMatching(/^SITE_REVALIDATE_SECRET is unset/),
      expect.stringMatching(/^STAFF_TOTP_KEY is unset/),
      expect.stringMatching(/^DATABASE_URL is unset: production runs on PostgreSQL/),
      expect.stringMatching(/^SMS_PROVIDER is console/),
      expect.stringMatching(/^MAIL_PROVIDER is console/),
      expect.stringMatching(/^HUMAN_CHECK is placeholder .*set HUMAN_CHECK=turnstile, TURNSTILE_SECRET/),
      expect.stringMatching(/^PUBLIC_API_URL is unset/),
      expect.stringMatching(/^WEB_ORIGIN is unset/),
    ]);
    expect(() => loadConfig({})).toThrow(/^Refusing to start in production/);
  });

  it('starts with every setting a production needs, without the demo, its clock or the docs', () => {
    const config = loadConfig(productionEnv);
    expect(config).toMatchObject({ env: 'production', demo: false, devClock: false, apiDocs: false });
    expect(config.jwtSecret).toBe(productionEnv.JWT_SECRET);
    expect(loadConfig({ ...productionEnv, API_DOCS: '1' }).apiDocs).toBe(true);
  });

  // deploy/compose.yaml passes every optional integration from its env file; one left empty arrives as "".
  it('takes an empty optional setting as unset, as compose passes one left empty', () => {
    const empty = Object.fromEntries(
      [
        'SMS_FALLBACK_PROVIDER',
        'MAIL_FROM',
        'PUSH_PROVIDER',
        'VAPID_PUBLIC_KEY',
        'VAPID_PRIVATE_KEY',
        'VAPID_SUBJECT',
        'SENTRY_DSN',
        'METRICS_TOKEN',
        'GOOGLE_CLIENT_ID',
        'GOOGLE_MAPS_API_KEY',
      ].map((key) => [key, '']),
    );
    const config = loadConfig({ ...productionEnv, ...empty });
    expect(config.errorReporting).toBeUndefined();
    expect(config.metrics.token).toBeUndefined();
    // Production sends mail by SMTP (console mail is refused there); an empty sender takes the default.
    expect(config.mail).toEqual({
      provider: 'smtp',
      url: productionEnv.SMTP_URL,
      from: loadConfig(productionEnv).mail.from,
    });
    expect(config.push.enabled).toBe(false);
    expect(config.googleSignIn).toBeUndefined();
    expect(config.geocoder).toEqual({ provider: 'gazetteer' });
    expect(loadDatabaseConfig({ ...productionEnv, PGLITE_DIR: '' }).database.kind).toBe('postgres');
  });

  it('refuses a short secret, and the development one the repository publishes', () => {
    expect(
      problemsOf({ ...productionEnv, OTP_SECRET: 'o'.repeat(31), JWT_SECRET: developmentSecret }),
    ).toEqual([
      'JWT_SECRET is the development default, which is public',
      'OTP_SECRET is shorter than 32 characters',
    ]);
    expect(problemsOf({ ...productionEnv, SITE_REVALIDATE_SECRET: 'r'.repeat(20) })).toEqual([
      'SITE_REVALIDATE_SECRET is shorter than 32 characters',
    ]);
  });

  it('refuses the staff TOTP key the repository publishes, however it is written', () => {
    const devKey = Buffer.from(devStaffTotpKeyHex, 'hex');
    for (const written of [devStaffTotpKeyHex, devKey.toString('base64'), devKey.toString('base64url')]) {
      expect(problemsOf({ ...productionEnv, STAFF_TOTP_KEY: written })).toEqual([
        'STAFF_TOTP_KEY is the development key, which is public (openssl rand -hex 32)',
      ]);
    }
    expect(loadConfig(productionEnv).staffTotpKey.toString('base64')).toBe(productionEnv.STAFF_TOTP_KEY);
  });

  it('refuses a survey link key that is unset, short, the published one, or another secret again', () => {
    const { SURVEY_LINK_SECRET: _s, ...withoutKey } = productionEnv;
    expect(problemsOf(withoutKey)).toEqual([
      'SURVEY_LINK_SECRET is unset: set a random value of at least 32 characters',
    ]);
    expect(problemsOf({ ...productionEnv, SURVEY_LINK_SECRET: 's'.repeat(31) })).toEqual([
      'SURVEY_LINK_SECRET is shorter than 32 characters',
    ]);
    expect(problemsOf({ ...productionEnv, SURVEY_LINK_SECRET: developmentSurveyLinkSecret })).toEqual([
      'SURVEY_LINK_SECRET is the development default, which is public',
    ]);
    expect(problemsOf({ ...productionEnv, SURVEY_LINK_SECRET: productionEnv.JWT_SECRET })).toEqual([
      'SURVEY_LINK_SECRET is the same as JWT_SECRET: give each secret a value of its own',
    ]);
    expect(loadConfig(productionEnv).surveyLinkSecret).toBe(productionEnv.SURVEY_LINK_SECRET);
    // Outside production: the development key, published, so a demo's links survive a restart.
    expect(loadConfig({ NODE_ENV: 'development' }).surveyLinkSecret).toBe(developmentSurveyLinkSecret);
  });

  it('holds a backups’ key given to a server to the secrets’ rules (npm run backup needs it)', () => {
    expect(problemsOf({ ...productionEnv, BACKUP_HMAC_KEY: 'b'.repeat(32) })).toEqual([]);
    expect(problemsOf({ ...productionEnv, BACKUP_HMAC_KEY: developmentBackupHmacKey })).toEqual([
      'BACKUP_HMAC_KEY is the development default, which is public',
    ]);
    expect(problemsOf({ ...productionEnv, BACKUP_HMAC_KEY: productionEnv.OTP_SECRET })).toEqual([
      'BACKUP_HMAC_KEY is the same as OTP_SECRET: give each secret a value of its own',
    ]);
    expect(problemsOf({ ...productionEnv, BACKUP_HMAC_KEY: 'short' })).toEqual([
      'BACKUP_HMAC_KEY: at least 32 characters (openssl rand -hex 32)',
    ]);
  });

  it('refuses console mail, the default: leads would go to the log and staff alerts nowhere', () => {
    const { MAIL_PROVIDER: _m, SMTP_URL: _u, ...withoutMail } = productionEnv;
    const refusal =
      'MAIL_PROVIDER is console (the default): leads’ names and numbers would go to the log and staff alerts nowhere (set MAIL_PROVIDER=smtp and SMTP_URL)';
    expect(problemsOf(withoutMail)).toEqual([refusal]);
    expect(problemsOf({ ...withoutMail, MAIL_PROVIDER: 'console' })).toEqual([refusal]);
  });

  it('reaches the outside services at their own addresses only, and the generic gateway over https', () => {
    // Each written out as its default is what it is (compose writes Turnstile's so).
    const own = {
      TURNSTILE_VERIFY_URL: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
      SSL_WIRELESS_URL: 'https://smsplus.sslwireless.com',
      BULKSMSBD_URL: 'https://bulksmsbd.net/api/smsapi',
      GOOGLE_GEOCODE_URL: 'https://maps.googleapis.com/maps/api/geocode/json',
    };
    expect(problemsOf({ ...productionEnv, ...own })).toEqual([]);
    expect(
      problemsOf({
        ...productionEnv,
        TURNSTILE_VERIFY_URL: 'https://turnstile.example/siteverify',
        SSL_WIRELESS_URL: 'http://smsplus.sslwireless.com',
        BULKSMSBD_URL: 'https://bulksmsbd.net/api/smsapi/../other',
        GOOGLE_GEOCODE_URL: 'http://127.0.0.1:9/geocode/json',
        SMS_HTTP_URL: 'http://sms.pothik.example/send',
      }),
    ).toEqual([
      'TURNSTILE_VERIFY_URL is overridden (https://turnstile.example/siteverify): production reaches the service at its own address (unset it)',
      'SSL_WIRELESS_URL is overridden (http://smsplus.sslwireless.com): production reaches the service at its own address (unset it)',
      'BULKSMSBD_URL is overridden (https://bulksmsbd.net/api/smsapi/../other): production reaches the service at its own address (unset it)',
      'GOOGLE_GEOCODE_URL is overridden (http://127.0.0.1:9/geocode/json): production reaches the service at its own address (unset it)',
      'SMS_HTTP_URL is not https (http://sms.pothik.example/send): the gateway’s key and every message would cross the network readable',
    ]);
    // Outside production a test points them at its fakes.
    expect(
      problemsOf({
        NODE_ENV: 'test',
        TURNSTILE_VERIFY_URL: 'http://127.0.0.1:9/turnstile/v0/siteverify',
        SMS_HTTP_URL: 'http://127.0.0.1:9/send',
      }),
    ).toEqual([]);
  });

  it('takes payments in production only through a real gateway with its keys, its own address and an https API', () => {
    const bkashKeys = { BKASH_APP_KEY: 'k', BKASH_APP_SECRET: 's', BKASH_USERNAME: 'u', BKASH_PASSWORD: 'p' };
    expect(problemsOf({ ...productionEnv, PAYMENT_GATEWAYS: 'bkash', ...bkashKeys })).toEqual([]);
    expect(loadConfig(productionEnv).payments.gateways).toEqual([]);
    expect(
      problemsOf({
        ...productionEnv,
        PAYMENT_GATEWAYS: 'demo,bkash,sslcommerz',
        BKASH_APP_KEY: 'k',
        SSLCOMMERZ_BASE_URL: 'https://sandbox.sslcommerz.com',
      }),
    ).toEqual([
      'SSLCOMMERZ_BASE_URL is overridden (https://sandbox.sslcommerz.com): production reaches the service at its own address (unset it)',
      'PAYMENT_GATEWAYS names demo: its page takes no money (name bkash and/or sslcommerz)',
      'PAYMENT_GATEWAYS names bkash without BKASH_APP_SECRET, BKASH_USERNAME, BKASH_PASSWORD',
      'PAYMENT_GATEWAYS names sslcommerz without SSLCOMMERZ_STORE_ID, SSLCOMMERZ_STORE_PASSWORD',
    ]);
    expect(
      problemsOf({
        ...productionEnv,
        PAYMENT_GATEWAYS: 'bkash',
        ...bkashKeys,
        PUBLIC_API_URL: 'http://api.pothik.example',
      }),
    ).toContain(
      "PUBLIC_API_URL is not https (http://api.pothik.example): the gateways' return and IPN addresses are made from it",
    );
    // Outside production the demo's page stands in for them.
    expect(loadConfig({ NODE_ENV: 'test' }).payments.gateways).toEqual(['demo']);
  });

  it('lets LOCAL_FAKES (npm run cluster) point those services at this machine’s loopback, and nowhere else', () => {
    const fakes = {
      ...productionEnv,
      LOCAL_FAKES: '1',
      TURNSTILE_VERIFY_URL: 'http://127.0.0.1:41001/turnstile/v0/siteverify',
      SMS_HTTP_URL: 'http://localhost:41002/send',
    };
    expect(problemsOf(fakes)).toEqual([]);
    expect(loadConfig(fakes)).toMatchObject({ env: 'production', localFakes: true });
    expect(
      problemsOf({
        ...fakes,
        TURNSTILE_VERIFY_URL: 'http://10.0.0.5:41001/turnstile/v0/siteverify',
        SMS_HTTP_URL: 'http://sms.pothik.example/send',
        GOOGLE_GEOCODE_URL: 'http://127.0.0.1.pothik.example/geocode/json',
        SSL_WIRELESS_URL: 'http://fake.localhost:41003',
      }),
    ).toEqual([
      'TURNSTILE_VERIFY_URL is overridden (http://10.0.0.5:41001/turnstile/v0/siteverify): production reaches the service at its own address (unset it)',
      'SSL_WIRELESS_URL is overridden (http://fake.localhost:41003): production reaches the service at its own address (unset it)',
      'GOOGLE_GEOCODE_URL is overridden (http://127.0.0.1.pothik.example/geocode/json): production reaches the service at its own address (unset it)',
      'SMS_HTTP_URL is not https (http://sms.pothik.example/send): the gateway’s key and every message would cross the network readable',
    ]);
    expect(loadConfig(productionEnv).localFakes).toBe(false);
  });

  it('refuses DEMO and DEV_CLOCK, whatever their value', () => {
    expect(problemsOf({ ...productionEnv, DEMO: '0', DEV_CLOCK: '1' })).toEqual([
      expect.stringMatching(/^DEMO is set/),
      expect.stringMatching(/^DEV_CLOCK is set/),
    ]);
  });

  it('refuses the console SMS provider and the placeholder human check, set or by default', () => {
    const {
      SMS_HTTP_URL: _u,
      SMS_API_KEY: _k,
      HUMAN_CHECK: _h,
      TURNSTILE_SECRET: _t,
      ...rest
    } = productionEnv;
    expect(problemsOf({ ...rest, SMS_PROVIDER: 'console' })).toEqual([
      expect.stringMatching(/^SMS_PROVIDER is console/),
      expect.stringMatching(/^HUMAN_CHECK is placeholder \(the default\): .*fixed token/),
    ]);
    expect(problemsOf({ ...productionEnv, HUMAN_CHECK: 'placeholder' })).toEqual([
      expect.stringMatching(/^HUMAN_CHECK is placeholder/),
    ]);
  });

  it('refuses Turnstile without its secret, and the retired RECAPTCHA_SECRET, once each', () => {
    const { TURNSTILE_SECRET: _t, ...withoutSecret } = productionEnv;
    expect(problemsOf(withoutSecret)).toEqual(['HUMAN_CHECK=turnstile needs: TURNSTILE_SECRET']);
    expect(problemsOf({ ...productionEnv, RECAPTCHA_SECRET: 'old-secret' })).toEqual([
      'RECAPTCHA_SECRET is no longer read: set HUMAN_CHECK=turnstile and TURNSTILE_SECRET instead',
    ]);
  });

  it('prints the setting problems and the production ones together, one line each', () => {
    const { SMTP_URL: _u, ...withoutSmtpUrl } = productionEnv;
    expect(problemsOf({ ...withoutSmtpUrl, TRUST_PROXY: 'true', DEMO: '1' })).toEqual([
      'MAIL_PROVIDER=smtp needs: SMTP_URL',
      expect.stringMatching(/^TRUST_PROXY: /),
      expect.stringMatching(/^DEMO is set/),
    ]);
  });

  it('refuses public addresses on this machine', () => {
    expect(
      problemsOf({
        ...productionEnv,
        PUBLIC_API_URL: 'http://127.0.0.1:4000',
        WEB_ORIGIN: 'https://pothik.example,http://localhost:3000',
      }),
    ).toEqual([
      'PUBLIC_API_URL points at this machine: http://127.0.0.1:4000',
      'WEB_ORIGIN points at this machine: http://localhost:3000',
    ]);
    for (const url of ['http://localhost', 'http://api.localhost', 'http://[::1]:4000', 'http://0.0.0.0']) {
      expect(isLocalAddress(url)).toBe(true);
    }
    expect(isLocalAddress('https://api.pothik.example')).toBe(false);
  });

  it('lets the database commands run on PostgreSQL only', () => {
    expect(() => loadDatabaseConfig({})).toThrow(/DATABASE_URL is unset/);
    expect(loadDatabaseConfig({ DATABASE_URL: productionEnv.DATABASE_URL })).toEqual({
      env: 'production',
      database: { kind: 'postgres', url: productionEnv.DATABASE_URL },
    });
    expect(loadDatabaseConfig({ NODE_ENV: 'development' }).database.kind).toBe('pglite');
  });
});

describe('proxy trust', () => {
  it('ignores X-Forwarded-For unless told which proxies to trust', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).trustProxy).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', TRUST_PROXY: '10.0.0.1,10.0.0.2' }).trustProxy).toEqual([
      '10.0.0.1',
      '10.0.0.2',
    ]);
    // `true` would trust any client's header (test/ip-limit-key.test.ts has the rest).
    expect(() => loadConfig({ NODE_ENV: 'test', TRUST_PROXY: 'true' })).toThrow(ConfigError);
  });
});

describe('embedded database folder', () => {
  it('is created with its parents on first start', async () => {
    const { mkdtempSync, existsSync, rmSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const { openDatabase } = await import('../src/db/client');
    const base = mkdtempSync(join(tmpdir(), 'pothik-cfg-'));
    const dataDir = join(base, 'data', 'pglite');
    const database = await openDatabase({ kind: 'pglite', dataDir });
    await database.close();
    expect(existsSync(join(dataDir, 'PG_VERSION'))).toBe(true);
    rmSync(base, { recursive: true, force: true });
    // A new PGlite folder runs initdb and every migration on disk: 10–40 s on a busy two-core machine.
  }, 90_000);
});
