import type { FastifyBaseLogger } from 'fastify';
import { broadcastChangesAtCommit, listenForChanges } from '../../../db/changes/changes';
import type { Database, DbOrTx } from '../../../db/client';

/**
 * The PostgreSQL channel of revoked share links: every API process closes the realtime sockets that follow
 * a revoked link at once, not at their next check (docs/decisions/0018).
 */
export const SHARE_LINKS_REVOKED_CHANNEL = 'pothik_share_links_revoked';

/** Announces the revocation when the caller's transaction commits (never if it rolls back). */
export function announceShareLinkRevoked(tx: DbOrTx, linkId: number) {
  return broadcastChangesAtCommit(tx, SHARE_LINKS_REVOKED_CHANNEL, [String(linkId)]);
}

/**
 * Calls `onRevoked` with each revoked link's id, from any process; `onGap` after a lost LISTEN (the
 * followers' links are then checked again). Returns the stop function.
 */
export function listenForShareLinkRevocations(
  database: Database,
  log: FastifyBaseLogger,
  { onRevoked, onGap }: { onRevoked: (linkId: number) => void; onGap: () => void },
): Promise<() => Promise<void>> {
  return listenForChanges(database, log, {
    channel: SHARE_LINKS_REVOKED_CHANNEL,
    onChange: (payload) => {
      // Anyone who can run SQL can NOTIFY: only a row id is taken.
      const linkId = /^\d{1,10}$/.test(payload) ? Number(payload) : Number.NaN;
      if (Number.isSafeInteger(linkId) && linkId > 0) onRevoked(linkId);
      else log.warn({ payload: payload.slice(0, 200) }, 'unreadable share link revocation ignored');
    },
    onMissed: onGap,
  });
}
