import type { DbOrTx } from '../../db/client';
import type { AppError } from '../../lib/errors';
import { refuse } from '../../lib/errors';
import { findUserByGoogleSub } from './google-accounts-repo';
import { type GoogleProof, spendGoogleNonce } from './google-nonce';
import type { UserRow } from './users-repo';

/**
 * Whether the Google account may be linked to `mobile` now, in the link's transaction; the passenger it
 * logs in to today, if any. A Google account of a disabled passenger stays with them: moving it to a
 * new number would let the person staff blocked back in. The token's nonce is spent here, so a replayed
 * token links nothing.
 */
export async function checkGoogleLink(
  tx: DbOrTx,
  proof: GoogleProof,
  mobile: string,
): Promise<{ refusal: AppError } | { linkedBefore: UserRow | null }> {
  const linkedBefore = (await findUserByGoogleSub(tx, proof.identity.sub)) ?? null;
  if (linkedBefore && !linkedBefore.isActive && linkedBefore.mobile !== mobile) {
    return { refusal: refuse('googleAccountBlocked') };
  }
  if (!(await spendGoogleNonce(tx, proof))) return { refusal: refuse('googleSignInFailed') };
  return { linkedBefore };
}
