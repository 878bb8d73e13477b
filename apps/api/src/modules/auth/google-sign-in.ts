import type { GoogleIdentity } from '../../adapters/google-id-token/index';
import type { Db } from '../../db/client';
import type { AppError } from '../../lib/errors';
import { findUserByGoogleSub } from './google-accounts-repo';
import { accountRefusal } from './login-refusals';
import type { TokenPair } from './refresh-token-secret';
import { type SessionDeps, startSession } from './session';
import type { UserRow } from './users-repo';

export type GoogleSignInResult =
  | { linked: true; pair: TokenPair; user: UserRow }
  /** No passenger has this Google account yet: the mobile and its code link it (verifyOtp's `google`). */
  | { linked: false };

/**
 * POST /user/google, after the ID token was verified: logs in the passenger the Google account is linked
 * to, refused as the code login refuses (a disabled account). One transaction, so a passenger disabled
 * meanwhile gets no session.
 */
export async function signInWithGoogle(
  deps: SessionDeps & { db: Db },
  input: { identity: GoogleIdentity; now: Date },
): Promise<GoogleSignInResult> {
  const result = await deps.db.transaction(
    async (tx): Promise<{ refusal: AppError } | GoogleSignInResult> => {
      const user = await findUserByGoogleSub(tx, input.identity.sub);
      if (!user) return { linked: false };
      const refusal = await accountRefusal(tx, user, undefined);
      if (refusal) return { refusal };
      return { linked: true, pair: await startSession(tx, deps, user, input.now), user };
    },
  );
  if ('refusal' in result) throw result.refusal;
  return result;
}
