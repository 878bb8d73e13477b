import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { approvedPaperValues } from '../factories/driver-papers';
import { driverDocuments, drivers } from '../schema/index';

const DAY_MS = 86_400_000;

/**
 * Days until the demo drivers' lapsing papers expire, by the driver's place in the fleet (DESIGN.md §17):
 * most a year or more ahead; a few within 30, 7 and 1 days, so the expiry job's reminders show in the
 * console's outbox; and one already lapsed, so a newcomer finds a paused driver. The lapsed one is a
 * Sedan Premium driver: three of that car type still bid, and every other car type keeps all four.
 */
export const demoPaperExpiryDays = (index: number) => {
  const spread: Record<number, number> = { 1: 20, 5: 6, 9: 12, 13: 1 };
  return index === PAUSED_DEMO_DRIVER ? -3 : (spread[index] ?? 200 + index * 23);
};
export const PAUSED_DEMO_DRIVER = 17;

/**
 * Approved papers for every demo driver who has none, with numbers that look like Bangladesh's and the
 * spread of expiries above; the driver whose paper lapsed is paused for it, as the expiry job would.
 * The papers have no pictures (nothing of a real person's is shown).
 */
export async function seedDemoPapers(db: DbOrTx, now: Date) {
  const fleet = await db.select().from(drivers).where(eq(drivers.isDemo, true)).orderBy(drivers.id);
  const withPapers = new Set(
    (
      await db
        .selectDistinct({ id: driverDocuments.driverId })
        .from(driverDocuments)
        .where(inArray(driverDocuments.driverId, fleet.length > 0 ? fleet.map((d) => d.id) : [0]))
    ).map((r) => r.id),
  );
  for (const [index, driver] of fleet.entries()) {
    if (withPapers.has(driver.id)) continue;
    const days = demoPaperExpiryDays(index);
    const expiresAt = new Date(now.getTime() + days * DAY_MS);
    const lapsed = days < 0;
    const expiryOf = (kind: string, k: number) =>
      lapsed && kind !== 'driving_licence'
        ? new Date(now.getTime() + 200 * DAY_MS)
        : new Date(expiresAt.getTime() + (lapsed ? 0 : k * DAY_MS));
    await db.insert(driverDocuments).values(
      approvedPaperValues(driver, now, expiryOf).map((paper) => ({
        ...paper,
        // The lapsed driver's licence (the first lapsing paper) is the one that paused them.
        expiryNoticedAt: lapsed && paper.kind === 'driving_licence' ? now : null,
      })),
    );
    if (lapsed) {
      await db
        .update(drivers)
        .set({ state: 'paused', pausedReason: 'expired_paper', updatedAt: now })
        .where(eq(drivers.id, driver.id));
    }
  }
}
