import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bangladeshBounds } from '../reference/bangladesh-bounds';
import { estimateEta } from './estimate-eta';

const runs = { numRuns: 500 };
const pointArb = fc.record({
  lat: fc.double({ min: bangladeshBounds.lat.min, max: bangladeshBounds.lat.max, noNaN: true }),
  lng: fc.double({ min: bangladeshBounds.lng.min, max: bangladeshBounds.lng.max, noNaN: true }),
});

describe('estimateEta properties', () => {
  it('is the same both ways', () => {
    fc.assert(
      fc.property(pointArb, pointArb, (a, b) => {
        expect(estimateEta(a, b).minutes).toBe(estimateEta(b, a).minutes);
      }),
      runs,
    );
  });

  it('never promises a farther target sooner, along one line', () => {
    fc.assert(
      fc.property(pointArb, pointArb, fc.double({ min: 0, max: 1, noNaN: true }), (a, b, share) => {
        const between = { lat: a.lat + (b.lat - a.lat) * share, lng: a.lng + (b.lng - a.lng) * share };
        expect(estimateEta(a, between).minutes).toBeLessThanOrEqual(estimateEta(a, b).minutes);
      }),
      runs,
    );
  });

  it('is no faster than the highway pace and no slower than the town pace', () => {
    fc.assert(
      fc.property(pointArb, pointArb, (a, b) => {
        const { roadKm, minutes } = estimateEta(a, b);
        expect(minutes).toBeGreaterThanOrEqual(Math.floor((roadKm / 45) * 60));
        expect(minutes).toBeLessThanOrEqual(Math.ceil((roadKm / 15) * 60));
      }),
      runs,
    );
  });
});
