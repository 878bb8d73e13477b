import { describe, expect, it } from 'vitest';
import {
  defaultMessageKeyForStatus,
  type MessageKey,
  messageCatalogue,
  messageKeyOf,
  translateMessage,
} from './catalogue';

describe('message catalogue', () => {
  // DESIGN.md §9, spelling corrected on purpose.
  it.each([
    ['somethingWentWrong', 'Something went wrong!'],
    ['pleaseLogInAgain', 'Please log in again.'],
    ['serverNotFound', 'Server not found!'],
    ['validationError', 'Validation Error!'],
    ['sessionExpired', 'Session expired. Please log in again.'],
    ['dataNotFound', 'Something went wrong. Data not found.'],
    ['invalidAccessTokenExpiry', 'Invalid Access Token Expiry Date'],
    ['loggedIn', 'Logged In Successfully'],
    ['logoutSuccess', 'Logout successful'],
    ['logoutFailed', 'Logout failed'],
    ['otpLimit', 'Exceeded OTP limit for today.'],
  ] as const)('%s reads %j', (key, en) => {
    expect(translateMessage(key, 'en')).toBe(en);
    expect(messageKeyOf(en)).toBe(key);
  });

  it('has a distinct Bangla text for every message', () => {
    const keys = Object.keys(messageCatalogue) as MessageKey[];
    const english = keys.map((k) => messageCatalogue[k].en);
    expect(new Set(english).size).toBe(keys.length);
    for (const key of keys) {
      expect(translateMessage(key, 'bn')).toMatch(/[\u0980-\u09FF]/);
    }
  });

  it('does not know messages outside the catalogue', () => {
    expect(messageKeyOf('Password didnt not matched')).toBeUndefined();
  });

  it.each([
    [200, undefined],
    [201, undefined],
    [204, 'noContent'],
    [400, 'somethingWentWrong'],
    [401, 'pleaseLogInAgain'],
    [404, 'serverNotFound'],
    [406, 'somethingWentWrong'],
    [422, 'validationError'],
    [429, 'tooManyRequests'],
    [500, 'somethingWentWrong'],
  ])('status %i shows %s when the server sent no message', (status, key) => {
    expect(defaultMessageKeyForStatus(status)).toBe(key);
  });
});
