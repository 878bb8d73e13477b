import { describe, expect, it } from 'vitest';
import { distanceToSegmentM } from './distance-to-segment';
import { guardianChecks } from './guardian-checks';
import { findLongStop, LONG_STOP_MS } from './long-stop';
import { corridorLimitM, findOffCorridor, hasCorridor } from './off-corridor';
import { distanceM, type Position } from './position';

const start = new Date('2026-11-29T06:00:00Z').getTime();
const farmgate = { lat: 23.7577, lng: 90.3897 };
const gec = { lat: 22.359, lng: 91.821 }; // GEC circle, Chattogram
const cumilla = { lat: 23.4607, lng: 91.1809 };
const feni = { lat: 23.0159, lng: 91.3976 };
const sylhet = { lat: 24.8949, lng: 91.8687 };
const dhakaTrip = { pickup: farmgate, dropoff: gec };
const townTrip = { pickup: farmgate, dropoff: { lat: 23.8103, lng: 90.4125 } }; // Farmgate to Gulshan

const metresNorth = (from: { lat: number; lng: number }, metres: number) => ({
  lat: from.lat + metres / 111_195,
  lng: from.lng,
});
const at = (minutes: number, place: { lat: number; lng: number }, accuracyM = 10): Position => ({
  ...place,
  accuracyM,
  at: new Date(start + minutes * 60_000),
});
const minutesOf = (date: Date | undefined) => (date ? (date.getTime() - start) / 60_000 : undefined);

describe('distanceToSegmentM', () => {
  it('measures to the nearest point of the segment, ends included', () => {
    const a = { lat: 23.7, lng: 90.4 };
    const b = { lat: 23.8, lng: 90.4 };
    expect(distanceToSegmentM({ lat: 23.75, lng: 90.4 }, a, b)).toBeCloseTo(0, 6);
    expect(distanceToSegmentM(metresNorth(b, 1000), a, b)).toBeCloseTo(1000, 0);
    const east = { lat: 23.75, lng: 90.41 };
    expect(distanceToSegmentM(east, a, b)).toBeCloseTo(distanceM(east, { lat: 23.75, lng: 90.4 }), 0);
    expect(distanceToSegmentM(east, a, a)).toBeCloseTo(distanceM(east, a), 0);
  });
});

describe('findLongStop', () => {
  const highway = metresNorth(cumilla, 5000);
  const standing = (minutes: number) => Array.from({ length: minutes + 1 }, (_, m) => at(m, highway));

  it('fires after more than 10 minutes in one spot, since the stop began', () => {
    expect(findLongStop(standing(10), dhakaTrip)).toBeUndefined();
    expect(findLongStop(standing(11), dhakaTrip)).toEqual({ check: 'long_stop', since: new Date(start) });
  });

  it('counts the stop from when the car last moved, fixes wandering within 100 m and their accuracy', () => {
    const drivingIn = [at(0, metresNorth(highway, -3000)), at(1, metresNorth(highway, -1000))];
    const wandering = Array.from({ length: 12 }, (_, m) =>
      at(m + 2, metresNorth(highway, m % 2 ? 105 : 0), 10),
    );
    expect(minutesOf(findLongStop([...drivingIn, ...wandering], dhakaTrip)?.since)).toBe(2);
    const wider = wandering.map((p, i) => (i === 3 ? at(5, metresNorth(highway, 300)) : p));
    expect(findLongStop([...drivingIn, ...wider], dhakaTrip)).toBeUndefined();
  });

  it('does not fire within 500 m of the pickup or the drop-off', () => {
    for (const end of [farmgate, gec, metresNorth(gec, 499)]) {
      const waiting = Array.from({ length: 20 }, (_, m) => at(m, end));
      expect(findLongStop(waiting, dhakaTrip)).toBeUndefined();
    }
    const beyond = Array.from({ length: 20 }, (_, m) => at(m, metresNorth(gec, 510)));
    expect(minutesOf(findLongStop(beyond, dhakaTrip)?.since)).toBe(0);
  });

  it('takes its figures from options, and knows nothing without points', () => {
    expect(findLongStop(standing(5), dhakaTrip, { stopMs: 4 * 60_000 })?.check).toBe('long_stop');
    expect(findLongStop(standing(20), dhakaTrip, { tripEndRadiusM: 100_000 })).toBeUndefined();
    expect(findLongStop([], dhakaTrip)).toBeUndefined();
    expect(LONG_STOP_MS).toBe(600_000);
  });
});

describe('findOffCorridor', () => {
  it('lets Dhaka–Chattogram run by Cumilla and Feni, a quarter of the trip wide', () => {
    expect(corridorLimitM(dhakaTrip) / 1000).toBeCloseTo((distanceM(farmgate, gec) * 0.25) / 1000, 6);
    const route = [farmgate, cumilla, feni, gec].map((place, i) => at(i * 60, place));
    for (let i = 1; i <= route.length; i += 1)
      expect(findOffCorridor(route.slice(0, i), dhakaTrip)).toBeUndefined();
  });

  it('fires once the car has been outside for a minute, since it left', () => {
    const toSylhet = [at(0, farmgate), at(60, cumilla), at(120, sylhet), at(120.5, sylhet)];
    expect(findOffCorridor(toSylhet, dhakaTrip)).toBeUndefined();
    expect(findOffCorridor([...toSylhet, at(121, sylhet)], dhakaTrip)).toEqual({
      check: 'off_corridor',
      since: new Date(start + 120 * 60_000),
    });
    expect(findOffCorridor([...toSylhet, at(121, sylhet), at(130, cumilla)], dhakaTrip)).toBeUndefined();
  });

  it('gives a town trip 3 km, less the fix’s accuracy', () => {
    expect(corridorLimitM(townTrip)).toBe(3000);
    const west = (metres: number) => ({ lat: farmgate.lat, lng: farmgate.lng - metres / (111_195 * 0.9155) });
    const aside = (metres: number, accuracyM: number) => [
      at(0, west(metres), accuracyM),
      at(2, west(metres), accuracyM),
    ];
    expect(findOffCorridor(aside(3100, 50), townTrip)?.check).toBe('off_corridor');
    expect(findOffCorridor(aside(3100, 150), townTrip)).toBeUndefined();
  });

  it('takes its figures from options', () => {
    const aside = [at(0, metresNorth(gec, 4000)), at(0.5, metresNorth(gec, 4000))];
    expect(findOffCorridor(aside, townTrip, { minMs: 30_000 })?.check).toBe('off_corridor');
    expect(findOffCorridor(aside, townTrip, { minMs: 30_000, minM: 500_000 })).toBeUndefined();
    expect(corridorLimitM(dhakaTrip, { share: 0.5 })).toBeCloseTo(distanceM(farmgate, gec) * 0.5, 6);
  });
});

describe('guardianChecks', () => {
  const strayed = Array.from({ length: 15 }, (_, m) => at(m, sylhet));

  it('fires both checks for a car standing far off the route, and none for one on its way', () => {
    expect(guardianChecks(strayed, { ...dhakaTrip, tripType: 'one_way' })).toEqual([
      { check: 'long_stop', since: new Date(start) },
      { check: 'off_corridor', since: new Date(start) },
    ]);
    expect(guardianChecks([at(0, farmgate), at(60, cumilla)], { ...dhakaTrip, tripType: 'one_way' })).toEqual(
      [],
    );
  });

  it('asks an hourly rental only about long stops', () => {
    expect(hasCorridor('hourly')).toBe(false);
    expect(hasCorridor('round_way')).toBe(true);
    expect(guardianChecks(strayed, { ...dhakaTrip, tripType: 'hourly' })).toEqual([
      { check: 'long_stop', since: new Date(start) },
    ]);
  });

  it('passes each check its options', () => {
    const options = { longStop: { stopMs: 30 * 60_000 }, offCorridor: { minMs: 30 * 60_000 } };
    expect(guardianChecks(strayed, { ...dhakaTrip, tripType: 'one_way' }, options)).toEqual([]);
  });
});
