/**
 * A small seeded generator (mulberry32) returning numbers in [0, 1) like Math.random. The demo fleet
 * seeds it with the trip id, so every API process draws the same plan for a trip without sharing state.
 */
export function seededRandom(seed: number): () => number {
  // Spread neighbouring seeds (trip ids 1, 2, 3…) apart before the first draw.
  let state = Math.imul(seed >>> 0, 0x9e3779b1) >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
