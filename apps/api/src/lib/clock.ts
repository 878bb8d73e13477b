/** The time source of the API; tests replace it to move time without waiting. */
export type Clock = { now: () => Date };

export const systemClock: Clock = { now: () => new Date() };

export type AdjustableClock = Clock & { advance: (ms: number) => Date };

/** A clock running ahead of `base` by an offset that only grows (e2e moves the API's time with it). */
export function createAdjustableClock(base: Clock): AdjustableClock {
  let offsetMs = 0;
  const now = () => new Date(base.now().getTime() + offsetMs);
  return {
    now,
    advance: (ms) => {
      offsetMs += Math.max(0, ms);
      return now();
    },
  };
}
