import type { DriverSignUp, MessageKey } from '@pothik/domain';
import type { DbOrTx } from '../../db/client';
import { refuse } from '../../lib/errors';
import type { UserRow } from './users-repo';

// The refusals of the OTP login. Texts come from the domain catalogue where it has them, so the web
// can translate by `code`; the others are new codes for the catalogue.
export const loginRefusals = {
  otpLimit: () => refuse('otpLimit'),
  otpIncorrect: () => refuse('otpIncorrect'),
  otpExpired: () => refuse('otpExpired'),
  otpTooManyTries: () => refuse('otpTooManyTries'),
  humanCheckFailed: () => refuse('humanCheckFailed'),
  noDriverAccount: () => refuse('noDriverAccount'),
  driverSignUpExists: () => refuse('driverSignUpExists', 409),
  accountDisabled: () => refuse('accountDisabled'),
  smsFailed: () => refuse('smsFailed', 503),
  tooManyRequests: () => refuse('tooManyRequests', 429),
  otpSmsBusy: () => refuse('otpSmsBusy', 429),
};

/**
 * A role's own reason to keep an account out (a suspended driver), by catalogue key; null to let the
 * account's disabled flag decide. Given by whoever mounts the routes, so auth needs no other module.
 */
export type AccountStanding = (db: DbOrTx, userId: number) => Promise<MessageKey | null>;

/**
 * A role's own way to open an account with its first code (drivers signing up on /driver), in the
 * code's transaction, so no account exists for a number nobody proved. Given by whoever mounts the
 * routes, as the standing is.
 */
export type AccountSignUp = (
  tx: DbOrTx,
  input: { mobile: string; details: DriverSignUp; now: Date },
) => Promise<void>;

/** Why this account may not log in, if it may not: the role's own reason first, else the disabled flag. */
export async function accountRefusal(db: DbOrTx, user: UserRow, standing: AccountStanding | undefined) {
  const key = standing ? await standing(db, user.id) : null;
  if (key) return refuse(key);
  return user.isActive ? null : loginRefusals.accountDisabled();
}
