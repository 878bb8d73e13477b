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
});
