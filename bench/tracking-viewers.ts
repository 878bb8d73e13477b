// The share-link viewers of bench tracking, as the share page follows a trip today: it asks
// GET /api/v3/shared-trip every 5 s while the car is followed (apps/web/src/features/share). Each viewer
// is a family on its own address (X-Forwarded-For through the trusted proxy, as production's nginx
// sends it), so the per-IP limit is each family's. A point seen for the first time is a receipt.
import { now, type Tally } from './tracking-client';
import type { SeededTrip } from './tracking-seed';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
const addressOf = (i: number) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${(i & 255) + 1}`;

type Window = { start: number; end: number; periodMs: number };

async function viewer(apiUrl: string, trip: SeededTrip, i: number, w: Window, tally: Tally) {
  let seen: string | undefined;
  // A family opens the page whenever it does: its polls fall anywhere between the car's points.
  for (let at = w.start + Math.random() * w.periodMs; at < w.end; at += w.periodMs) {
    await sleep(at - now());
    const res = await fetch(`${apiUrl}/api/v3/shared-trip`, {
      headers: { 'x-share-token': trip.shareToken, 'x-forwarded-for': addressOf(i), 'accept-language': 'en' },
      signal: AbortSignal.timeout(w.periodMs),
    }).catch(() => null);
    if (!res?.ok) {
      // An answer that never came or came refused: the page showed nothing new.
      await res?.arrayBuffer();
      tally.failedPolls += 1;
      continue;
    }
    const { data } = (await res.json()) as { data: { position: { at: string } | null } };
    const positionAt = data.position?.at;
    if (positionAt && positionAt !== seen) {
      seen = positionAt;
      tally.receipt('viewer', `${trip.tripId}|${positionAt}`);
    }
  }
}

/** Every trip's viewer polling from `start` to `end`, each at its own moment in the period. */
export async function pollSharedTrip(apiUrl: string, trips: SeededTrip[], w: Window, tally: Tally) {
  await Promise.all(trips.map((trip, i) => viewer(apiUrl, trip, i, w, tally)));
}
