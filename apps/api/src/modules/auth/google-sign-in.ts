import type { Db } from '../../db/client';
import { type AppError, refuse } from '../../lib/errors';
import { findUserByGoogleSub } from './google-accounts-repo';
import { type GoogleProof, spendGoogleNonce } from './google-nonce';
import { accountRefusal } from './login-refusals';
import type { TokenPair } from './refresh-token-secret';
import { type SessionDeps, startSession } from './session';
import type { UserRow } from './users-repo';

export type GoogleSignInResult =
  | { linked: true; pair: TokenPair; user: UserRow }
  /** No passenger has this Google account yet: the mobile and its code link it (verifyOtp's `google`). */
  | { linked: false };

/**
 * POST /user/google, after the ID token and its nonce were checked: logs in the passenger the Google
 * account is linked to, refused as the code login refuses (a disabled account), and spends the token
 * (a replay is refused). One transaction, so a passenger disabled meanwhile gets no session. A token of
 * an account not linked yet is not spent: the link (POST /verify) sends it again.
 */
export async function signInWithGoogle(
  deps: SessionDeps & { db: Db },
  input: { google: GoogleProof; now: Date },
): Promise<GoogleSignInResult> {
  const result = await deps.db.transaction(
    async (tx): Promise<{ refusal: AppError } | GoogleSignInResult> => {
      const user = await findUserByGoogleSub(tx, input.google.identity.sub);
      if (!user) return { linked: false };
      if (!(await spendGoogleNonce(tx, input.google))) return { refusal: refuse('googleSignInFailed') };
      const refusal = await accountRefusal(tx, user, undefined);
      if (refusal) return { refusal };
      return { linked: true, pair: await startSession(tx, deps, user, input.now), user };
    },
  );
  if ('refusal' in result) throw result.refusal;
  return result;
}
