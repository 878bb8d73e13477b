import { describe, expect, it } from 'vitest';
import { messageCatalogue } from '../messages/catalogue';
import { staffNewPasswordProblem, staffPasswordChangeSchema } from './staff-password';

const account = { email: 'ops@pothik.local', current: 'the old one is long' };

describe('a staff member’s new password', () => {
  it('needs 12 characters, with the field’s own message', () => {
    const short = staffPasswordChangeSchema.safeParse({ current_password: 'x', new_password: 'elevenchars' });
    expect(short.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['new_password', messageCatalogue.staffPasswordShort.en],
    ]);
    expect(
      staffPasswordChangeSchema.safeParse({ current_password: 'x', new_password: 'twelve chars' }).success,
    ).toBe(true);
  });

  it('is not and does not contain the email, in any case', () => {
    expect(staffNewPasswordProblem('OPS@Pothik.local', account)).toBe(
      messageCatalogue.staffPasswordHasEmail.en,
    );
    expect(staffNewPasswordProblem('my ops@pothik.local 2025', account)).toBe(
      messageCatalogue.staffPasswordHasEmail.en,
    );
  });

  it('is not the current one', () => {
    expect(staffNewPasswordProblem(account.current, account)).toBe(
      messageCatalogue.staffPasswordUnchanged.en,
    );
  });

  it('may be anything else', () => {
    expect(staffNewPasswordProblem('a river at dusk, Sylhet', account)).toBeNull();
  });
});
