import type { DriverSignUp } from '@pothik/domain';
import type { Db } from '../../db/client';
import type { UserRole } from '../../db/schema/index';
import type { AppError } from '../../lib/errors';
import { linkGoogleAccount } from './google-accounts-repo';
import type { GoogleLinkNotice } from './google-link-notice';
import { checkGoogleLink } from './google-link-rules';
import type { GoogleProof } from './google-nonce';
import { type AccountSignUp, type AccountStanding, accountRefusal, loginRefusals } from './login-refusals';
import { isOtpMatch } from './otp-code';
import { consumeChallenge, findLatestChallenge, lockMobile, recordWrongTry } from './otp-repo';
import { otpRules } from './otp-rules';
import type { TokenPair } from './refresh-token-secret';
import { type SessionDeps, startSession } from './session';
import { findOrCreatePassenger, findUserByMobile, setUserLang, type UserRow } from './users-repo';

export type VerifyOtpDeps = SessionDeps & {
  db: Db;
  otpSecret: string;
  standing?: AccountStanding;
  /** The role's way to open an account with its first code (drivers). */
  signUp?: AccountSignUp;
  /** Tells the account's owner of a Google account linked or moved to it. */
  onGoogleLinked?: GoogleLinkNotice;
};

/**
 * POST /verify: checks the newest code of the account and logs in. A wrong try must be counted even
 * though the request fails, so refusals are returned out of the transaction (which commits) and
 * thrown only after it.
 */
export async function verifyOtp(
  deps: VerifyOtpDeps,
  input: {
    mobile: string;
    role: UserRole;
    code: string;
    now: Date;
    /** A passenger's verified Google account, linked to this number in the same transaction. */
    google?: GoogleProof;
    lang?: 'en' | 'bn';
    /** A new driver's details: their account is opened with this code when the number has none. */
    signUp?: DriverSignUp;
  },
): Promise<{ pair: TokenPair; user: UserRow }> {
  const { mobile, role, code, now } = input;
  const result = await deps.db.transaction(
    async (tx): Promise<{ refusal: AppError } | { pair: TokenPair; user: UserRow }> => {
      await lockMobile(tx, mobile);
      const challenge = await findLatestChallenge(tx, mobile, role);
      if (!challenge || challenge.consumedAt) return { refusal: loginRefusals.otpExpired() };
      if (challenge.attempts >= otpRules.maxWrongTries) return { refusal: loginRefusals.otpTooManyTries() };
      if (challenge.expiresAt <= now) return { refusal: loginRefusals.otpExpired() };

      if (!isOtpMatch(deps.otpSecret, { mobile, role }, code, challenge.codeHash)) {
        const attempts = await recordWrongTry(tx, challenge.id, otpRules.maxWrongTries);
        const isVoid = attempts === undefined || attempts >= otpRules.maxWrongTries;
        return { refusal: isVoid ? loginRefusals.otpTooManyTries() : loginRefusals.otpIncorrect() };
      }
      // Before the code is spent: a Google account that cannot be linked leaves the code for a plain login.
      const link = input.google ? await checkGoogleLink(tx, input.google, mobile) : undefined;
      if (link && 'refusal' in link) return link;
      if (!(await consumeChallenge(tx, challenge.id, now, otpRules.maxWrongTries))) {
        return { refusal: loginRefusals.otpExpired() };
      }

      let existing = await findUserByMobile(tx, mobile, role);
      if (!existing && input.signUp && deps.signUp) {
        await deps.signUp(tx, { mobile, details: input.signUp, now });
        existing = await findUserByMobile(tx, mobile, role);
      }
      if (role === 'driver' && !existing) return { refusal: loginRefusals.noDriverAccount() };
      const user = existing ?? (await findOrCreatePassenger(tx, mobile, now));
      const refusal = await accountRefusal(tx, user, deps.standing);
      if (refusal) return { refusal };
      // The language they log in with is the one their SMS will speak (notifications).
      if (input.lang && user.lang !== input.lang) await setUserLang(tx, user.id, input.lang);
      if (input.google && link) {
        const { sub, email } = input.google.identity;
        await linkGoogleAccount(tx, { sub, email, userId: user.id, now });
        if (link.linkedBefore?.id !== user.id) {
          await deps.onGoogleLinked?.(tx, {
            email,
            linkedTo: { userId: user.id, mobile: user.mobile, lang: input.lang ?? user.lang ?? 'en' },
            movedFrom: link.linkedBefore && {
              userId: link.linkedBefore.id,
              mobile: link.linkedBefore.mobile,
              lang: link.linkedBefore.lang ?? 'en',
            },
            now,
          });
        }
      }
      return { pair: await startSession(tx, deps, user, now), user };
    },
  );
  if ('refusal' in result) throw result.refusal;
  return result;
}
