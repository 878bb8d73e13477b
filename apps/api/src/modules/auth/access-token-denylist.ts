import { gt, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, DbOrTx } from '../../db/client';
import { revokedAccessTokens } from '../../db/schema/index';
import { listenOnChannel } from '../realtime/listen-on-channel';

const CHANNEL = 'access_token_revoked';

/**
 * Access tokens are stateless for speed: the deny-list of the few ended early by a logout lives in
 * every API process's memory, filled from the table at start and kept current by NOTIFY, so checking
 * a request costs a map lookup, not a query. An entry goes when its token would have expired anyway.
 */
export async function createAccessTokenDenyList(database: Database, log: FastifyBaseLogger, now: () => Date) {
  const revoked = new Map<string, number>();

  async function reload() {
    const rows = await database.db
      .select()
      .from(revokedAccessTokens)
      .where(gt(revokedAccessTokens.expiresAt, now()));
    revoked.clear();
    for (const row of rows) revoked.set(row.jti, row.expiresAt.getTime());
  }

  await reload();
  const stop = await listenOnChannel(database, log, {
    channel: CHANNEL,
    applicationName: 'pothik-token-denylist',
    onPayload: (payload) => {
      const [jti, expiresAtMs] = payload.split(' ');
      if (jti && Number(expiresAtMs) > 0) revoked.set(jti, Number(expiresAtMs));
    },
    onReconnect: () => {
      reload().catch((err: unknown) => log.error({ err }, 'could not reload the access-token deny-list'));
    },
  });

  return {
    add(jti: string, expiresAt: Date) {
      revoked.set(jti, expiresAt.getTime());
    },
    isRevoked(jti: string, at: Date) {
      const expiresAt = revoked.get(jti);
      if (expiresAt === undefined) return false;
      if (expiresAt <= at.getTime()) {
        revoked.delete(jti);
        return false;
      }
      return true;
    },
    stop,
  };
}

export type AccessTokenDenyList = Awaited<ReturnType<typeof createAccessTokenDenyList>>;

/** Ends one access token before its expiry; every process hears of it at commit. */
export async function revokeAccessToken(db: DbOrTx, jti: string, expiresAt: Date) {
  await db.insert(revokedAccessTokens).values({ jti, expiresAt }).onConflictDoNothing();
  await db.execute(sql`select pg_notify(${CHANNEL}, ${`${jti} ${expiresAt.getTime()}`})`);
}

/** Housekeeping: entries whose token has expired anyway. */
export async function deleteLapsedRevocations(db: DbOrTx, now: Date) {
  await db.delete(revokedAccessTokens).where(lte(revokedAccessTokens.expiresAt, now));
}
