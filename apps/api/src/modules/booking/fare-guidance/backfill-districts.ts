import { and, gte, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { trips } from '../../../db/schema/index';
import { districtAt } from '../../geo';
import { GUIDANCE_WINDOW_DAYS } from './guidance-rules';

/**
 * Trips booked before their districts were stored (migration 0011) would keep their fares out of
 * guidance until they aged out; the booked ones still inside the window get their districts at start.
 * Older trips never count, so they stay null. Idempotent: a second start finds nothing to do, bar a
 * rare point far from any district, which stays null. One UPDATE per district pair, not per trip.
 */
export async function backfillTripDistricts(db: DbOrTx, now: Date): Promise<number> {
  const since = new Date(now.getTime() - GUIDANCE_WINDOW_DAYS * 86_400_000);
  const missing = await db
    .select({
      id: trips.id,
      pickupLat: trips.pickupLat,
      pickupLng: trips.pickupLng,
      dropoffLat: trips.dropoffLat,
      dropoffLng: trips.dropoffLng,
    })
    .from(trips)
    .where(and(isNull(trips.pickupDistrict), gte(trips.confirmedAt, since)));
  const byPair = new Map<string, { pickup: string; dropoff: string | null; ids: number[] }>();
  for (const t of missing) {
    const pickup = districtAt({ lat: t.pickupLat, lng: t.pickupLng })?.id;
    if (!pickup) continue;
    const dropoff =
      t.dropoffLat === null || t.dropoffLng === null
        ? null
        : (districtAt({ lat: t.dropoffLat, lng: t.dropoffLng })?.id ?? null);
    const key = `${pickup}|${dropoff}`;
    const group = byPair.get(key) ?? { pickup, dropoff, ids: [] };
    group.ids.push(t.id);
    byPair.set(key, group);
  }
  for (const { pickup, dropoff, ids } of byPair.values()) {
    await db
      .update(trips)
      .set({ pickupDistrict: pickup, dropoffDistrict: dropoff })
      .where(and(inArray(trips.id, ids), isNull(trips.pickupDistrict)));
  }
  return [...byPair.values()].reduce((n, g) => n + g.ids.length, 0);
}
