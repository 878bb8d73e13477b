import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { and, eq, isNotNull, notLike } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { staffAccounts } from '../../db/schema/index';

// Staff TOTP secrets at rest: AES-256-GCM under STAFF_TOTP_KEY, bound to their account (the id is the
// additional data, so a sealed secret copied onto another row does not open). A leaked table or backup
// holds no usable secret without the key. Stored as `v1.<iv>.<ciphertext>.<tag>` (base64url); a plain
// base32 secret (written before the key existed) has no dot and no lowercase letters, so cannot be
// mistaken for one.

const SEALED = 'v1.';

export const isSealedTotpSecret = (stored: string) => stored.startsWith(SEALED);

export function sealTotpSecret(secret: string, key: Buffer, staffId: number): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(`staff:${staffId}`));
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return `${SEALED}${[iv, body, cipher.getAuthTag()].map((b) => b.toString('base64url')).join('.')}`;
}

/** The secret a stored value holds; a plain one as it is. Throws when the key or the account is not its own. */
export function openTotpSecret(stored: string, key: Buffer, staffId: number): string {
  if (!isSealedTotpSecret(stored)) return stored;
  const [iv, body, tag] = stored
    .slice(SEALED.length)
    .split('.')
    .map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !body || !tag) throw new Error('malformed sealed TOTP secret');
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAAD(Buffer.from(`staff:${staffId}`));
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
}

/**
 * Seals every secret still stored plain (enrolments made before secrets were sealed). Runs at each
 * start; each row is rewritten only if it still holds the plain value read, so processes starting
 * together do not seal twice. Returns how many rows it sealed.
 */
export async function sealPlainTotpSecrets(db: DbOrTx, key: Buffer): Promise<number> {
  const plain = await db
    .select({ id: staffAccounts.id, secret: staffAccounts.totpSecret })
    .from(staffAccounts)
    .where(and(isNotNull(staffAccounts.totpSecret), notLike(staffAccounts.totpSecret, `${SEALED}%`)));
  let sealed = 0;
  for (const row of plain) {
    const updated = await db
      .update(staffAccounts)
      .set({ totpSecret: sealTotpSecret(row.secret!, key, row.id) })
      .where(and(eq(staffAccounts.id, row.id), eq(staffAccounts.totpSecret, row.secret!)))
      .returning({ id: staffAccounts.id });
    sealed += updated.length;
  }
  return sealed;
}
