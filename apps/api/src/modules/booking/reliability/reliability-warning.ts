import {
  type ReliabilityFigures,
  type ReliabilityView,
  reliabilityFigures,
  reliabilitySince,
  reliabilityVerdict,
} from '@pothik/domain';
import type { DbOrTx } from '../../../db/client';
import { findDriver, pauseForReliability } from '../../drivers';
import { pushAccountNotice, pushMessages } from '../../push';
import { getReliabilityThresholds } from '../../settings';
import {
  clearReliabilityWarning,
  findReliabilityWarning,
  recordReliabilityWarning,
  reliabilityHistories,
} from './repo';

/** Each driver's figures over the last 90 days to `now`. */
export async function reliabilityOfDrivers(db: DbOrTx, driverIds: readonly number[], now: Date) {
  const histories = await reliabilityHistories(db, driverIds, { since: reliabilitySince(now), now });
  return new Map([...histories].map(([id, h]) => [id, reliabilityFigures(h)] as const));
}

export const toReliabilityView = (f: ReliabilityFigures): ReliabilityView => ({
  booked: f.booked,
  completed_percent: f.completedPercent,
  cancellations: f.cancellations,
  no_shows: f.noShows,
  on_time_percent: f.onTimePercent,
});

const WARNING_RELEVANCE_MS = 7 * 86_400_000;

/**
 * After a booking the driver gave back (or did not come to), in its transaction: past the warning
 * threshold the driver is told once (push, and the notice /driver shows while it stands); back under
 * it, the record is cleared so a later crossing warns again. Past the pause threshold the driver also
 * stops bidding until staff review them (drivers' pauseForReliability).
 */
export async function warnIfUnreliable(tx: DbOrTx, driverId: number, now: Date) {
  const figures = (await reliabilityOfDrivers(tx, [driverId], now)).get(driverId)!;
  const verdict = reliabilityVerdict(figures, await getReliabilityThresholds(tx));
  if (verdict === 'ok') {
    await clearReliabilityWarning(tx, driverId);
    return verdict;
  }
  if (verdict === 'pause') await pauseForReliability(tx, driverId, now);
  if (!(await recordReliabilityWarning(tx, driverId, now))) return verdict;
  const driver = await findDriver(tx, driverId);
  if (driver) {
    await pushAccountNotice(tx, {
      userId: driver.userId,
      message: pushMessages.reliabilityWarning(),
      dedupeKey: `push:reliability_warning:driver:${driverId}:${now.getTime()}`,
      expiresAt: new Date(now.getTime() + WARNING_RELEVANCE_MS),
      now,
    });
  }
  return verdict;
}

/** GET /driver/reliability: the driver's own figures, the verdict, and whether they stand warned. */
export async function reliabilityOfDriver(db: DbOrTx, driverId: number, now: Date) {
  const figures = (await reliabilityOfDrivers(db, [driverId], now)).get(driverId)!;
  const verdict = reliabilityVerdict(figures, await getReliabilityThresholds(db));
  const warning = await findReliabilityWarning(db, driverId);
  return {
    ...toReliabilityView(figures),
    verdict,
    warned_at: warning && verdict !== 'ok' ? warning.warnedAt.toISOString() : null,
  };
}
