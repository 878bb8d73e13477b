import { describe, expect, it } from 'vitest';
import { generateVapidKeys } from '../src/adapters/push/index';
import { ConfigError, loadConfig } from '../src/config';
import { productionEnv } from './helpers/production';

// docs/configuration.md "Web Push": on with keys, off in production without them, refused when asked
// for without them; a key without its pair or a pair that does not belong together refused everywhere.

const keys = generateVapidKeys();
const problemsOf = (env: NodeJS.ProcessEnv) => {
  try {
    loadConfig(env);
    return [];
  } catch (err) {
    if (err instanceof ConfigError) return [...err.problems];
    throw err;
  }
};

describe('push configuration', () => {
  it('production without keys has push off and starts', () => {
    expect(loadConfig({ ...productionEnv }).push).toEqual({ enabled: false });
  });

  it('production asked for push without the keys and subject refuses, one line naming them', () => {
    expect(problemsOf({ ...productionEnv, PUSH_PROVIDER: 'web-push' })).toEqual([
      'Web Push needs: VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT (npx web-push generate-vapid-keys; or PUSH_PROVIDER=off)',
    ]);
    expect(
      problemsOf({ ...productionEnv, VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey }),
    ).toEqual([expect.stringMatching(/^Web Push needs: VAPID_SUBJECT/)]);
    expect(
      problemsOf({
        ...productionEnv,
        VAPID_PUBLIC_KEY: keys.publicKey,
        VAPID_PRIVATE_KEY: keys.privateKey,
        VAPID_SUBJECT: 'mailto:push@pothik.local',
      }),
    ).toEqual(['VAPID_SUBJECT is not a public address: mailto:push@pothik.local']);
  });

  it('production with the three has push on with them', () => {
    const config = loadConfig({
      ...productionEnv,
      VAPID_PUBLIC_KEY: keys.publicKey,
      VAPID_PRIVATE_KEY: keys.privateKey,
      VAPID_SUBJECT: 'mailto:ops@pothik.example',
    });
    expect(config.push).toEqual({
      enabled: true,
      vapid: { ...keys, subject: 'mailto:ops@pothik.example' },
      subject: 'mailto:ops@pothik.example',
    });
  });

  it('every mode refuses half a pair, a pair that does not belong together, and a bad subject', () => {
    const other = generateVapidKeys();
    const base = { NODE_ENV: 'test', PGLITE_DIR: 'memory' };
    expect(problemsOf({ ...base, VAPID_PUBLIC_KEY: keys.publicKey })).toEqual([
      expect.stringMatching(/^VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY: set both or neither/),
    ]);
    expect(
      problemsOf({ ...base, VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: other.privateKey }),
    ).toEqual(['VAPID_PUBLIC_KEY does not belong to VAPID_PRIVATE_KEY']);
    expect(problemsOf({ ...base, VAPID_SUBJECT: 'ops@pothik.example' })).toEqual([
      'VAPID_SUBJECT: a mailto: or https: address (mailto:ops@example.com)',
    ]);
  });

  it('outside production without keys push is on with keys the app generates; PUSH_PROVIDER=off turns it off', () => {
    const base = { NODE_ENV: 'development', PGLITE_DIR: 'memory' };
    expect(loadConfig(base).push).toEqual({
      enabled: true,
      vapid: undefined,
      subject: 'mailto:push@pothik.local',
    });
    expect(loadConfig({ ...base, PUSH_PROVIDER: 'off' }).push).toEqual({ enabled: false });
  });

  it('sends to the known push services by default; PUSH_SERVICE_HOSTS replaces the list, names only', () => {
    const base = { NODE_ENV: 'development', PGLITE_DIR: 'memory' };
    expect(loadConfig(base).pushServices).toEqual({
      hosts: [
        'fcm.googleapis.com',
        'updates.push.services.mozilla.com',
        '*.push.apple.com',
        '*.notify.windows.com',
      ],
      testHost: undefined,
      subscribePerHour: 20,
    });
    expect(
      loadConfig({ ...base, PUSH_SERVICE_HOSTS: ' FCM.googleapis.com , *.Vendor.example ' }).pushServices
        .hosts,
    ).toEqual(['fcm.googleapis.com', '*.vendor.example']);
    expect(
      problemsOf({ ...base, PUSH_SERVICE_HOSTS: 'fcm.googleapis.com,127.0.0.1,localhost,push.example:8443' }),
    ).toEqual([
      "PUSH_SERVICE_HOSTS: 127.0.0.1 is not a push service's host name (a name such as fcm.googleapis.com or *.notify.windows.com)",
      "PUSH_SERVICE_HOSTS: localhost is not a push service's host name (a name such as fcm.googleapis.com or *.notify.windows.com)",
      "PUSH_SERVICE_HOSTS: push.example:8443 is not a push service's host name (a name such as fcm.googleapis.com or *.notify.windows.com)",
    ]);
  });

  it("production refuses the tests' push service host, one line as for the Google overrides", () => {
    expect(problemsOf({ ...productionEnv, PUSH_SERVICE_TEST_HOST: '127.0.0.1' })).toEqual([
      'PUSH_SERVICE_TEST_HOST is set: it is for tests only; production sends push to PUSH_SERVICE_HOSTS on port 443 alone (unset it)',
    ]);
    expect(loadConfig({ ...productionEnv }).pushServices.testHost).toBeUndefined();
    expect(
      loadConfig({ NODE_ENV: 'test', PGLITE_DIR: 'memory', PUSH_SERVICE_TEST_HOST: '127.0.0.1' }).pushServices
        .testHost,
    ).toBe('127.0.0.1');
  });

  it('gives each outbox delivery 15 s unless OUTBOX_SEND_TIMEOUT_MS says otherwise', () => {
    const base = { NODE_ENV: 'development', PGLITE_DIR: 'memory' };
    expect(loadConfig(base).outbox).toEqual({ sendTimeoutMs: 15_000 });
    expect(loadConfig({ ...base, OUTBOX_SEND_TIMEOUT_MS: '2500' }).outbox).toEqual({ sendTimeoutMs: 2500 });
    expect(problemsOf({ ...base, OUTBOX_SEND_TIMEOUT_MS: '0' })).toEqual([
      'OUTBOX_SEND_TIMEOUT_MS: Too small: expected number to be >=200',
    ]);
  });
});
