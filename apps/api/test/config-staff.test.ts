import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ConfigError, devStaffTotpKeyHex, loadConfig, staffTotpKeyRefusal } from '../src/config';

// Issue 28: the staff console's and the uploads' settings (config.ts's block at its end).
describe('STAFF_TOTP_KEY', () => {
  const key = randomBytes(32);

  it('takes 32 bytes as 64 hex digits or base64, and a fixed development key when unset', () => {
    expect(loadConfig({ STAFF_TOTP_KEY: key.toString('hex') }).staffTotpKey.equals(key)).toBe(true);
    expect(loadConfig({ STAFF_TOTP_KEY: key.toString('base64') }).staffTotpKey.equals(key)).toBe(true);
    expect(loadConfig({ STAFF_TOTP_KEY: key.toString('base64url') }).staffTotpKey.equals(key)).toBe(true);
    expect(loadConfig({}).staffTotpKey.toString('hex')).toBe(devStaffTotpKeyHex);
  });

  it('refuses a key of the wrong length, naming the variable', () => {
    for (const bad of ['too-short', randomBytes(16).toString('hex'), randomBytes(31).toString('base64')]) {
      expect(() => loadConfig({ STAFF_TOTP_KEY: bad })).toThrow(ConfigError);
      expect(() => loadConfig({ STAFF_TOTP_KEY: bad })).toThrow(/STAFF_TOTP_KEY/);
    }
  });

  it('gives production its refusal line for a missing or development key, none for a key of its own', () => {
    expect(staffTotpKeyRefusal({})).toMatch(/^STAFF_TOTP_KEY is missing/);
    expect(staffTotpKeyRefusal({ STAFF_TOTP_KEY: ' ' })).toMatch(/^STAFF_TOTP_KEY is missing/);
    expect(staffTotpKeyRefusal({ STAFF_TOTP_KEY: devStaffTotpKeyHex })).toMatch(/development key/);
    const devBase64 = Buffer.from(devStaffTotpKeyHex, 'hex').toString('base64');
    expect(staffTotpKeyRefusal({ STAFF_TOTP_KEY: devBase64 })).toMatch(/development key/);
    expect(staffTotpKeyRefusal({ STAFF_TOTP_KEY: key.toString('base64') })).toBeUndefined();
  });
});

describe('upload limits', () => {
  it('default to 20 pictures an hour per user and 200 per staff member', () => {
    expect(loadConfig({}).uploadLimits).toEqual({ userPerHour: 20, staffPerHour: 200 });
    expect(
      loadConfig({ UPLOAD_LIMIT_USER_PER_HOUR: '5', UPLOAD_LIMIT_STAFF_PER_HOUR: '50' }).uploadLimits,
    ).toEqual({ userPerHour: 5, staffPerHour: 50 });
    expect(() => loadConfig({ UPLOAD_LIMIT_USER_PER_HOUR: '0' })).toThrow(/UPLOAD_LIMIT_USER_PER_HOUR/);
  });
});
