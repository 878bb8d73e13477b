import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import { devStaffTotpKeyHex } from '../src/production-checks';

// The staff console's and the uploads' settings. Production's refusal of a missing or
// development STAFF_TOTP_KEY is in config.test.ts, with the other production refusals.
const test = (env: NodeJS.ProcessEnv) => loadConfig({ NODE_ENV: 'test', ...env });

describe('STAFF_TOTP_KEY', () => {
  const key = randomBytes(32);

  it('takes 32 bytes as 64 hex digits or base64, and a fixed development key when unset', () => {
    expect(test({ STAFF_TOTP_KEY: key.toString('hex') }).staffTotpKey.equals(key)).toBe(true);
    expect(test({ STAFF_TOTP_KEY: key.toString('base64') }).staffTotpKey.equals(key)).toBe(true);
    expect(test({ STAFF_TOTP_KEY: key.toString('base64url') }).staffTotpKey.equals(key)).toBe(true);
    expect(test({}).staffTotpKey.toString('hex')).toBe(devStaffTotpKeyHex);
  });

  it('refuses a key of the wrong length, naming the variable', () => {
    for (const bad of [
      'too-short',
      ' ',
      randomBytes(16).toString('hex'),
      randomBytes(31).toString('base64'),
    ]) {
      expect(() => test({ STAFF_TOTP_KEY: bad })).toThrow(ConfigError);
      expect(() => test({ STAFF_TOTP_KEY: bad })).toThrow(/STAFF_TOTP_KEY: must be 32 bytes/);
    }
  });
});

describe('upload limits', () => {
  it('default to 20 pictures an hour per user and 200 per staff member', () => {
    expect(test({}).uploadLimits).toEqual({ userPerHour: 20, staffPerHour: 200 });
    expect(test({ UPLOAD_LIMIT_USER_PER_HOUR: '5', UPLOAD_LIMIT_STAFF_PER_HOUR: '50' }).uploadLimits).toEqual(
      {
        userPerHour: 5,
        staffPerHour: 50,
      },
    );
    expect(() => test({ UPLOAD_LIMIT_USER_PER_HOUR: '0' })).toThrow(/UPLOAD_LIMIT_USER_PER_HOUR/);
  });
});
