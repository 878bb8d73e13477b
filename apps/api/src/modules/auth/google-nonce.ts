import { createHash, timingSafeEqual } from 'node:crypto';
import { lte } from 'drizzle-orm';
import type { GoogleIdentity } from '../../adapters/google-id-token/index';
import type { DbOrTx } from '../../db/client';
import { googleNoncesUsed } from '../../db/schema/index';

// An ID token is bound to the page that asked Google for it (DESIGN.md §14): the page makes a secret (the
// raw nonce), gives Google its SHA-256 as `nonce`, and sends the secret with the token. A token whose
// nonce is not the secret's hash (a token stolen without the page's memory, one asked without a nonce)
// is refused; one that was used once is refused the second time, on every process (a table).

/** A verified Google ID token and the page's proof that it asked for it. */
export type GoogleProof = { identity: GoogleIdentity; nonce: string; acceptedUntil: Date };

/** The `nonce` Google puts in the token for this raw nonce: its SHA-256, base64url. */
export function googleNonceOf(rawNonce: string): string {
  return createHash('sha256').update(rawNonce, 'utf8').digest('base64url');
}

/** Whether the token's `nonce` is the hash of the raw nonce the request sent. */
export function isNonceOfRawNonce(tokenNonce: string | null, rawNonce: string): boolean {
  if (tokenNonce === null) return false;
  const expected = Buffer.from(googleNonceOf(rawNonce));
  const given = Buffer.from(tokenNonce);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Spends the token's nonce, in the transaction that signs in or links with it: false when it was spent
 * before (a replay). Of two requests racing with one token exactly one gets true (the primary key).
 */
export async function spendGoogleNonce(tx: DbOrTx, proof: GoogleProof): Promise<boolean> {
  const rows = await tx
    .insert(googleNoncesUsed)
    .values({ nonce: proof.nonce, expiresAt: proof.acceptedUntil })
    .onConflictDoNothing()
    .returning({ nonce: googleNoncesUsed.nonce });
  return rows.length === 1;
}

/** Housekeeping: nonces whose tokens are refused anyway by now (expired). */
export async function deleteLapsedGoogleNonces(db: DbOrTx, now: Date) {
  await db.delete(googleNoncesUsed).where(lte(googleNoncesUsed.expiresAt, now));
}
