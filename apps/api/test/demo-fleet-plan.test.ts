import { defaultPricingSettings, roundToStep } from '@pothik/domain';
import { describe, expect, it } from 'vitest';
import { type DemoFleetTrip, planDemoBids } from '../src/modules/demo-fleet/plan';

const created = new Date('2026-03-10T04:00:00.000Z');
const settings = defaultPricingSettings;
const pool = [41, 17, 8, 23];
const tripIds = Array.from({ length: 400 }, (_, i) => i + 1);
const tripOf = (id: number, overrides: Partial<DemoFleetTrip> = {}): DemoFleetTrip => ({
  id,
  createdAt: created,
  estimateFare: 7000,
  estimateMin: 6300,
  bidAmount: null,
  ...overrides,
});
const lowest = roundToStep(7000 * 0.9, 50);
const highest = roundToStep(7000 * 1.15, 50);

describe('planDemoBids', () => {
  it('sends 2–4 different demo drivers of the pool, each 3–20 s after the request, soonest first', () => {
    const sizes = new Set<number>();
    const chosen = new Set<number>();
    for (const id of tripIds) {
      const plan = planDemoBids(tripOf(id), pool, settings);
      sizes.add(plan.length);
      expect(plan.length).toBeGreaterThanOrEqual(2);
      expect(plan.length).toBeLessThanOrEqual(4);
      expect(new Set(plan.map((p) => p.driverId)).size).toBe(plan.length);
      for (const p of plan) {
        expect(pool).toContain(p.driverId);
        chosen.add(p.driverId);
        const delay = p.dueAt.getTime() - created.getTime();
        expect(delay).toBeGreaterThanOrEqual(3000);
        expect(delay).toBeLessThanOrEqual(20_000);
      }
      const due = plan.map((p) => p.dueAt.getTime());
      expect(due).toEqual([...due].sort((a, b) => a - b));
    }
    expect([...sizes].sort()).toEqual([2, 3, 4]);
    expect([...chosen].sort((a, b) => a - b)).toEqual([...pool].sort((a, b) => a - b));
  });

  it('is the same plan for the same trip in every process, and differs between trips', () => {
    const plans = tripIds.map((id) => JSON.stringify(planDemoBids(tripOf(id), pool, settings)));
    expect(
      tripIds.map((id) => JSON.stringify(planDemoBids(tripOf(id), [...pool].reverse(), settings))),
    ).toEqual(plans);
    expect(new Set(plans).size).toBeGreaterThan(tripIds.length * 0.9);
  });

  it('bids the estimate × 0.9–1.15 rounded to 50 when the passenger made no offer', () => {
    const fares = new Set<number>();
    for (const id of tripIds) {
      for (const { action } of planDemoBids(tripOf(id), pool, settings)) {
        if (action.kind !== 'bid') throw new Error(`trip ${id}: ${action.kind} without an offer`);
        expect(action.driverFare % 50).toBe(0);
        expect(action.driverFare).toBeGreaterThanOrEqual(lowest);
        expect(action.driverFare).toBeLessThanOrEqual(highest);
        fares.add(action.driverFare);
      }
    }
    // The factor is spread over the range, not stuck at one end.
    expect(fares.has(lowest) || fares.has(lowest + 50)).toBe(true);
    expect(fares.has(highest) || fares.has(highest - 50)).toBe(true);
  });

  it('agrees to a fair offer now and then, and to one at the estimate’s low end at least once', () => {
    let accepted = 0;
    let total = 0;
    for (const id of tripIds) {
      const fair = planDemoBids(tripOf(id, { bidAmount: 6300 }), pool, settings);
      total += fair.length;
      accepted += fair.filter((p) => p.action.kind === 'acceptOffer').length;
      expect(fair.some((p) => p.action.kind === 'acceptOffer')).toBe(true);
      // Nobody asks for less than the passenger already offers.
      for (const { action } of fair)
        if (action.kind === 'bid') expect(action.driverFare).toBeGreaterThan(6300);
      // An offer above any fare a driver would name is agreed to by all.
      const generous = planDemoBids(tripOf(id, { bidAmount: highest }), pool, settings);
      expect(generous.every((p) => p.action.kind === 'acceptOffer')).toBe(true);
    }
    expect(accepted / total).toBeGreaterThan(0.4);
    expect(accepted / total).toBeLessThan(0.6);
  });

  it.each([
    ['৳1', 1],
    ['far below the estimate', 4000],
    ['just below the estimate’s low end', 6250],
  ])('never agrees to an offer of %s: each driver names their own fare', (_, offer) => {
    for (const id of tripIds) {
      const plan = planDemoBids(tripOf(id, { bidAmount: offer }), pool, settings);
      expect(plan.length).toBeGreaterThanOrEqual(2);
      for (const { action } of plan) {
        if (action.kind !== 'bid') throw new Error(`trip ${id}: agreed to ${offer}`);
        expect(action.driverFare).toBeGreaterThanOrEqual(lowest);
        expect(action.driverFare).toBeLessThanOrEqual(highest);
      }
    }
  });

  it('answers with free drivers only, keeping the plan of the drivers who are free', () => {
    for (const id of tripIds) {
      const everyone = planDemoBids(tripOf(id), pool, settings);
      const busy = new Set([everyone[0]!.driverId]);
      const plan = planDemoBids(tripOf(id), pool, settings, busy);
      expect(plan.map((p) => p.driverId)).not.toContain(everyone[0]!.driverId);
      // Two of the four are always free: still 2–4 bids, never fewer because one was busy.
      expect(plan.length).toBe(Math.min(everyone.length, pool.length - busy.size));
      // A driver who answers either way answers the same: booking one driver reshuffles no one.
      for (const p of plan) {
        const before = everyone.find((e) => e.driverId === p.driverId);
        if (before) expect(p.dueAt).toEqual(before.dueAt);
      }
      expect(planDemoBids(tripOf(id), pool, settings, new Set(pool))).toEqual([]);
    }
  });

  it('uses the drivers there are when a car type has fewer than two, and none when it has none', () => {
    expect(planDemoBids(tripOf(5), [9], settings).map((p) => p.driverId)).toEqual([9]);
    expect(planDemoBids(tripOf(5), [], settings)).toEqual([]);
  });
});
