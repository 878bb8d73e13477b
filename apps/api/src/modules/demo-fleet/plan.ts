import { demoBidFare, type PricingSettings } from '@pothik/domain';
import { seededRandom } from '../../lib/seeded-random';
import type { TripRow } from '../booking';

/** The demo fleet (SPEC.md): 2–4 demo drivers answer a new trip 3–20 seconds after it was requested. */
export const demoFleetRules = {
  bidders: { min: 2, max: 4 },
  delayMs: { min: 3_000, max: 20_000 },
  /** How often a demo driver agrees to the passenger's own offer instead of naming a fare. */
  acceptOfferChance: 0.4,
} as const;

export type DemoFleetTrip = Pick<TripRow, 'id' | 'createdAt' | 'estimateFare' | 'estimateMin' | 'bidAmount'>;

type DemoBidAction = { kind: 'bid'; driverFare: number } | { kind: 'acceptOffer' };

export type PlannedDemoBid = { driverId: number; dueAt: Date; action: DemoBidAction };

/**
 * Which demo drivers answer a trip, when, and how: a pure function of the trip (its id seeds every
 * draw), the demo drivers of its car type, those of them booked over the trip (`busy`) and the
 * pricing model, so every API process plans the same. Every driver of the pool is drawn for in a
 * fixed order whether busy or not, and the first free ones answer: a driver who gets booked meanwhile
 * hands their turn to the next without changing anyone else's draws.
 * A driver names demoBidFare (estimate × U(0.9, 1.15), DESIGN.md §6) unless the trip carries a fair
 * passenger offer and the driver agrees to it: by chance, or because the offer is at least the fare
 * they would ask. A fair offer is agreed to by at least one driver. Soonest first.
 */
export function planDemoBids(
  trip: DemoFleetTrip,
  demoDriverIds: readonly number[],
  settings: PricingSettings,
  busy: ReadonlySet<number> = new Set(),
): PlannedDemoBid[] {
  const { bidders, delayMs, acceptOfferChance } = demoFleetRules;
  const random = seededRandom(trip.id);
  const wanted = bidders.min + Math.floor(random() * (bidders.max - bidders.min + 1));

  const pool = [...demoDriverIds].sort((a, b) => a - b);
  for (let i = pool.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }

  // The low end of the estimate the passenger was shown is the pricing model's own floor for a fair
  // fare; below it no driver agrees, however the draws fall.
  const offer = trip.bidAmount !== null && trip.bidAmount >= trip.estimateMin ? trip.bidAmount : null;
  const drawn = pool
    .map((driverId) => {
      const delay = delayMs.min + Math.floor(random() * (delayMs.max - delayMs.min + 1));
      const byChance = random() < acceptOfferChance;
      const fareDraw = random();
      const driverFare = demoBidFare(trip.estimateFare, settings, () => fareDraw);
      return { driverId, delay, driverFare, accepts: offer !== null && (byChance || offer >= driverFare) };
    })
    .filter((d) => !busy.has(d.driverId))
    .slice(0, wanted);
  if (offer !== null && drawn.length > 0 && !drawn.some((d) => d.accepts)) {
    drawn[Math.floor(random() * drawn.length)]!.accepts = true;
  }

  return drawn
    .map(({ driverId, delay, driverFare, accepts }) => ({
      driverId,
      dueAt: new Date(trip.createdAt.getTime() + delay),
      action: accepts ? ({ kind: 'acceptOffer' } as const) : ({ kind: 'bid', driverFare } as const),
    }))
    .sort((a, b) => a.dueAt.getTime() - b.dueAt.getTime() || a.driverId - b.driverId);
}
