import type { DbOrTx } from '../../db/client';
import { findGoogleAccountOfUser, unlinkGoogleAccount } from './google-accounts-repo';

// A person's Google sign-in link as their profile shows it, and its removal there.

/** The Google account linked to this person, its email and when; undefined when none is. */
export async function googleLinkOf(db: DbOrTx, userId: number) {
  const link = await findGoogleAccountOfUser(db, userId);
  return link && { email: link.email, linkedAt: link.linkedAt };
}

/** Removes this person's Google link; whether there was one. */
export function unlinkGoogle(db: DbOrTx, userId: number): Promise<boolean> {
  return unlinkGoogleAccount(db, userId);
}
