import { eq } from 'drizzle-orm';
import type { BkashToken, BkashTokenStore } from '../../adapters/payments/bkash-token';
import { inTransaction } from '../../db/changes/changes';
import type { Db } from '../../db/client';
import { gatewayTokens } from '../../db/schema/index';

type StoredToken = { idToken: string; refreshToken: string; expiresAt: string; refreshExpiresAt: string };

/**
 * bKash's token in the database, renewed by one API process at a time: the row is locked for the
 * renewal (a second process waits, then finds the first one's token fresh and uses it).
 */
export function databaseBkashTokenStore(db: Db): BkashTokenStore {
  return {
    update: (renew) =>
      inTransaction(db, async (tx) => {
        await tx
          .insert(gatewayTokens)
          .values({ gateway: 'bkash', value: {}, updatedAt: new Date(0) })
          .onConflictDoNothing();
        const [row] = await tx
          .select()
          .from(gatewayTokens)
          .where(eq(gatewayTokens.gateway, 'bkash'))
          .for('update');
        const stored = row?.value as Partial<StoredToken> | undefined;
        const current: BkashToken | null = stored?.idToken
          ? {
              idToken: stored.idToken,
              refreshToken: stored.refreshToken!,
              expiresAt: new Date(stored.expiresAt!),
              refreshExpiresAt: new Date(stored.refreshExpiresAt!),
            }
          : null;
        const next = await renew(current);
        if (next && next !== current) {
          const value: StoredToken = {
            idToken: next.idToken,
            refreshToken: next.refreshToken,
            expiresAt: next.expiresAt.toISOString(),
            refreshExpiresAt: next.refreshExpiresAt.toISOString(),
          };
          await tx
            .update(gatewayTokens)
            .set({ value, updatedAt: new Date() })
            .where(eq(gatewayTokens.gateway, 'bkash'));
        }
        return next;
      }),
  };
}
