/** Newest request first: what a driver has not seen yet is at the top. */
export function newestFirst<T extends { id: number; created_at: string }>(trips: readonly T[]): T[] {
  return [...trips].sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
}

/**
 * Which of `ids` are new since the last list: none on the first list (`known` null), so opening the
 * app does not chime for every trip already waiting.
 */
export function newArrivals(known: ReadonlySet<number> | null, ids: readonly number[]): number[] {
  if (!known) return [];
  return ids.filter((id) => !known.has(id));
}
