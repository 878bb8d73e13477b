import { existsSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { writeCertificate } from '../apps/api/test/fakes/push-service';
import { demoBrandEnv } from '../scripts/lib.mjs';

// npm test picks free ports and a fresh data folder and passes them in; these defaults serve a manual run.
const apiPort = Number(process.env.E2E_API_PORT ?? 4100);
const webPort = Number(process.env.E2E_WEB_PORT ?? 3100);
const googlePort = Number(process.env.E2E_GOOGLE_PORT ?? webPort + 90);
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'pothik-e2e-'));
process.env.E2E_DATA_DIR = dataDir;
const root = resolve(import.meta.dirname, '..');
// The API asks the web to drop its content cache after a console change (staff-console journeys).
const siteRevalidateSecret = 'e2e-site-revalidate-secret';

export const apiUrl = `http://127.0.0.1:${apiPort}`;
export const webUrl = `http://localhost:${webPort}`;
/**
 * The API as the browser reaches it (PUBLIC_API_URL): on the web's own site, localhost, as production's
 * api.site.example is on site.example's. The refresh cookie is SameSite=Strict, so a page on localhost
 * would never send it to 127.0.0.1, another site.
 */
export const browserApiUrl = `http://localhost:${apiPort}`;
/**
 * A tile server that refuses every connection: the test machines have no internet, and this way the
 * route map's offline behaviour (markers, line and distance without tiles) is what e2e sees.
 */
export const unreachableTileHost = 'http://127.0.0.1:9';
/**
 * The marketing tags the web is configured with (DESIGN.md §14). Their hosts are not reachable from the
 * test machines: the consent tests answer them in the browser with fakes (tests/consent.spec.ts), and
 * every other test starts with the tags refused (fixtures.ts).
 */
export const e2eTags = {
  ga4: 'G-E2ETEST01',
  metaPixel: '100200300400500',
  crisp: '00000000-0000-4000-8000-00000000e2e0',
};

/**
 * Google sign-in (DESIGN.md §14): both servers have a client id; the API verifies ID tokens against a
 * local fake issuer (fakes/google-issuer.mjs), whose tokens the tests put in a fake Google script they
 * serve in the browser (fixtures.ts); Google's own hosts are never reached.
 */
export const e2eGoogle = {
  clientId: 'e2e-client.apps.googleusercontent.com',
  issuerUrl: `http://127.0.0.1:${googlePort}`,
};

/**
 * Web Push (DESIGN.md §14): the API sends to a local fake push service that the push journey starts in
 * its own process (tests/push-journey.spec.ts; apps/api/test/fakes/push-service.ts), over HTTPS as push
 * services speak, on a port the system picks when it starts: the API learns it from the subscriptions'
 * endpoints. Its certificate is made once per run, before the servers start, so the API trusts it
 * (NODE_EXTRA_CA_CERTS); the workers, loading this file again, find it made.
 */
const pushCertificateDir = join(dataDir, 'push-service');
if (!existsSync(join(pushCertificateDir, 'cert.pem'))) {
  mkdirSync(pushCertificateDir, { recursive: true });
  writeCertificate(pushCertificateDir);
}
export const e2ePush = { certificateDir: pushCertificateDir };

const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
    '--disable-quic',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['./failures-reporter.ts']],
  use: {
    baseURL: webUrl,
    // Recording a trace for every test costs a good share of a two-core machine's CPU, and CI keeps no
    // files: E2E_TRACE=1 records one for each failure when a failure needs looking into.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    launchOptions: chromium,
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: /server-clock/,
      // Full journeys: English here, Bangla at 360 px (fixtures.ts, journeyIn).
      grepInvert: /@journey-bn-360/,
      use: { ...devices['Desktop Chrome'], launchOptions: chromium },
    },
    {
      name: 'mobile-360',
      testIgnore: /server-clock/,
      // @one-width: fixtures.ts, oneWidth.
      grepInvert: /@journey-en-desktop|@one-width/,
      use: { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, launchOptions: chromium },
    },
    // Moves the API's clock, which the other projects share: runs after them.
    {
      name: 'server-clock',
      testMatch: /server-clock/,
      dependencies: ['desktop', 'mobile-360'],
      use: { ...devices['Desktop Chrome'], launchOptions: chromium },
    },
  ],
  webServer: [
    {
      command: `node ${root}/e2e/fakes/google-issuer.mjs`,
      url: `${e2eGoogle.issuerUrl}/oauth2/v3/certs`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { PORT: String(googlePort), GOOGLE_CLIENT_ID: e2eGoogle.clientId },
    },
    {
      command: `node ${root}/apps/api/dist/server.js`,
      url: `${apiUrl}/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        API_PORT: String(apiPort),
        API_HOST: '127.0.0.1',
        PGLITE_DIR: join(dataDir, 'pglite'),
        UPLOADS_DIR: join(dataDir, 'uploads'),
        DEMO_ADMIN_PASSWORD: 'e2e-demo-admin-password',
        WEB_ORIGIN: webUrl,
        PUBLIC_API_URL: browserApiUrl,
        SITE_REVALIDATE_SECRET: siteRevalidateSecret,
        // The built servers are production unless told: e2e runs the demo (dev outbox, dev clock).
        NODE_ENV: 'development',
        DEMO: '1',
        DEV_CLOCK: '1',
        LOG_LEVEL: 'warn',
        // Every e2e login comes from 127.0.0.1; the per-IP hourly limits (30 and 60 by default) would
        // otherwise cut the auth journeys short. The limits themselves are covered by the API tests.
        AUTH_IP_LOGIN_LIMIT: '1000',
        AUTH_IP_VERIFY_LIMIT: '1000',
        LEAD_IP_LIMIT: '1000',
        // Parallel workers log in at once; the ceiling on login codes a minute has its API tests.
        OTP_SMS_PER_MINUTE: '1000',
        // The lead tests wait for the confirmation SMS the outbox delivers.
        OUTBOX_INTERVAL_SEC: '1',
        GOOGLE_CLIENT_ID: e2eGoogle.clientId,
        GOOGLE_JWKS_URL: `${e2eGoogle.issuerUrl}/oauth2/v3/certs`,
        // Push is on with the VAPID keys the demo makes at first start; the fake push service is trusted,
        // and accepted on its 127.0.0.1 port (production refuses the setting).
        NODE_EXTRA_CA_CERTS: join(pushCertificateDir, 'cert.pem'),
        PUSH_SERVICE_TEST_HOST: '127.0.0.1',
      },
    },
    {
      command: `node ${root}/apps/web/server.mjs`,
      cwd: `${root}/apps/web`,
      url: webUrl,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        ...demoBrandEnv,
        NODE_ENV: 'development',
        PORT: String(webPort),
        API_URL: apiUrl,
        PUBLIC_API_URL: browserApiUrl,
        MAP_TILE_URL: `${unreachableTileHost}/{z}/{x}/{y}.png`,
        SITE_REVALIDATE_SECRET: siteRevalidateSecret,
        GA4_MEASUREMENT_ID: e2eTags.ga4,
        META_PIXEL_ID: e2eTags.metaPixel,
        CRISP_WEBSITE_ID: e2eTags.crisp,
        GOOGLE_CLIENT_ID: e2eGoogle.clientId,
      },
    },
  ],
});
