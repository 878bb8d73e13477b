import {
  canMoveDriver,
  type DriverState,
  documentKindNames,
  driverMayBid,
  type MessageKey,
  type PaperStanding,
  paperBlockingBids,
  paperBlockingCode,
} from '@pothik/domain';
import type { DbOrTx } from '../../db/client';
import { refuse } from '../../lib/errors';
import { listDocumentsOfDriver } from './papers-repo';
import { type DriverRow, setDriverState } from './repo';

// A driver's papers decide their state (DESIGN.md §17): all mandatory papers approved and in date make
// an applicant active; an expired one pauses an active driver. Bidding asks the same question again, so
// a paper lapsing between two rounds of the expiry job never lets a bid through.

const standingsOf = async (db: DbOrTx, driverId: number): Promise<PaperStanding[]> =>
  (await listDocumentsOfDriver(db, driverId)).map((d) => ({
    kind: d.kind,
    review: d.review,
    expiresAt: d.expiresAt,
  }));

/** What holds a driver's papers back from bidding, or null. */
export async function papersBlocking(db: DbOrTx, driver: Pick<DriverRow, 'id' | 'carType'>, now: Date) {
  return paperBlockingBids(driver.carType, await standingsOf(db, driver.id), now);
}

/**
 * Refuses a bid of a driver who may not bid (400): the code names the paper in the way when papers are
 * the reason (missing, pending, rejected or expired), else driverNotActive. An active driver bids only
 * with every mandatory paper approved and in date: one active from before papers were kept, with none
 * approved, is stopped until staff approve theirs, as is one whose approved paper has lapsed.
 */
export async function assertDriverMayBid(db: DbOrTx, driver: DriverRow, now: Date) {
  const blocking = await papersBlocking(db, driver, now);
  const paperRefusal = (kind: keyof typeof paperBlockingCode) =>
    refuse(paperBlockingCode[kind] satisfies MessageKey, 400, {
      paper: [kind],
      reason: [blocking?.why ?? 'missing'],
    });
  if (driverMayBid(driver.state)) {
    if (blocking) throw paperRefusal(blocking.kind);
    return;
  }
  const papersAreTheReason =
    driver.state === 'applicant' ||
    driver.state === 'documents_pending' ||
    (driver.state === 'paused' && driver.pausedReason === 'expired_paper');
  if (papersAreTheReason && blocking) throw paperRefusal(blocking.kind);
  throw refuse('driverNotActive', 400);
}

/**
 * After a paper changed (uploaded, reviewed, expired): moves the driver to where their papers put them,
 * in the caller's transaction. Suspended drivers and pauses for other reasons stay. Returns the driver's
 * state after, and whether it changed.
 */
export async function settleDriverState(tx: DbOrTx, driver: DriverRow, now: Date) {
  const blocking = await papersBlocking(tx, driver, now);
  let to: DriverState = driver.state;
  let reason = driver.pausedReason;
  if (driver.state === 'applicant' || driver.state === 'documents_pending') {
    const any = (await standingsOf(tx, driver.id)).length > 0;
    to = blocking ? (any ? 'documents_pending' : 'applicant') : 'active';
    reason = null;
  } else if (driver.state === 'active' && blocking?.why === 'expired') {
    to = 'paused';
    reason = 'expired_paper';
  } else if (driver.state === 'paused' && driver.pausedReason === 'expired_paper' && !blocking) {
    to = 'active';
    reason = null;
  }
  if (to === driver.state || !canMoveDriver(driver.state, to)) return { driver, changed: false };
  return { driver: await setDriverState(tx, driver.id, to, reason, now), changed: true };
}

/** The paper's name in the reader's language, for notices. */
export const paperName = (kind: keyof typeof documentKindNames, lang: 'en' | 'bn') =>
  documentKindNames[kind][lang];
