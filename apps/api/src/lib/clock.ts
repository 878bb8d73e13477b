/** The time source of the API; tests replace it to move time without waiting. */
export type Clock = { now: () => Date };

export const systemClock: Clock = { now: () => new Date() };
