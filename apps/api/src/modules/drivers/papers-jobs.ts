import { type Lang, reminderThresholdReached } from '@pothik/domain';
import type { Db } from '../../db/client';
import { tellDriverOfPaper } from './paper-notices';
import { settleDriverState } from './papers';
import {
  deletePapersOfLeftDrivers,
  driverRecipient,
  dueDocuments,
  hasValidRenewal,
  lockDocument,
  updateDocument,
} from './papers-repo';
import { lockDriver } from './repo';

// The papers' expiry job (docs/decisions/0017): due rows are approved papers expiring within 30 days
// that were not yet acted on. Each threshold (30, 7, 1 days) is reminded once, recorded on the paper
// (reminded_days) in the transaction that writes the reminder; an expired mandatory paper pauses its
// driver at once, told which paper, and is marked noticed so it is acted on once.

const DAY_MS = 86_400_000;
const BATCH = 100;

export type PaperJobDeps = { db: Db; brand: Record<Lang, string> };

/** One round: every due paper's reminder or expiry. Returns how many papers it acted on. */
export async function paperExpiryRound(deps: PaperJobDeps, now: Date) {
  const due = await dueDocuments(deps.db, new Date(now.getTime() + 30 * DAY_MS), BATCH);
  let acted = 0;
  for (const { id, driverId } of due) {
    if (await actOnPaper(deps, id, driverId, now)) acted += 1;
  }
  return acted;
}

async function actOnPaper(deps: PaperJobDeps, documentId: number, driverId: number, now: Date) {
  return deps.db.transaction(async (tx) => {
    const driver = await lockDriver(tx, driverId);
    const doc = await lockDocument(tx, documentId);
    if (!driver || !doc || doc.review !== 'approved' || !doc.expiresAt || doc.expiryNoticedAt) return false;
    const to = await driverRecipient(tx, driverId);
    if (doc.expiresAt.getTime() <= now.getTime()) {
      await updateDocument(tx, doc.id, { expiryNoticedAt: now, updatedAt: now });
      // A renewal already approved makes the old paper's end no news, and pauses nobody.
      if (await hasValidRenewal(tx, doc, now)) return true;
      const settled = await settleDriverState(tx, driver, now);
      if (to && settled.changed) {
        await tellDriverOfPaper(
          tx,
          to,
          { what: 'expired', kind: doc.kind },
          {
            eventKey: `paper:${doc.id}:expired`,
            brand: deps.brand,
            now,
          },
        );
      }
      return true;
    }
    const threshold = reminderThresholdReached(doc.expiresAt, now);
    if (threshold === null || (doc.remindedDays !== null && doc.remindedDays <= threshold)) return false;
    await updateDocument(tx, doc.id, { remindedDays: threshold, updatedAt: now });
    if (to && !(await hasValidRenewal(tx, doc, doc.expiresAt))) {
      await tellDriverOfPaper(
        tx,
        to,
        { what: 'reminder', kind: doc.kind, days: threshold },
        {
          eventKey: `paper:${doc.id}:remind:${threshold}`,
          brand: deps.brand,
          now,
        },
      );
    }
    return true;
  });
}

/** Deletes the papers (and with them their pictures) of drivers who left `retentionDays` ago. */
export function paperRetentionRound(db: Db, retentionDays: number, now: Date) {
  return db.transaction((tx) =>
    deletePapersOfLeftDrivers(tx, new Date(now.getTime() - retentionDays * DAY_MS)),
  );
}
