/** The value at percentile p of an ascending list (nearest rank). */
export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

export const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );
