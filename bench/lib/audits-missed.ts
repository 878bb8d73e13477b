/** The parts of a Lighthouse result this reads: a category's weighted audits and each audit's score. */
export type AuditedRun = {
  categories: Record<string, { auditRefs?: { id: string; weight: number }[] } | undefined>;
  audits: Record<string, { score: number | null; details?: unknown } | undefined>;
};

/** An audit's first item, as a reader would look for it: its description and the address it names. */
function firstItem(details: unknown): string {
  const item = (details as { items?: Record<string, unknown>[] } | undefined)?.items?.[0];
  if (!item) return '';
  const location = item.sourceLocation as { url?: string } | undefined;
  return [item.description, location?.url ?? item.url].filter((part) => typeof part === 'string').join(' ');
}

/**
 * The audits of `category` that counted towards its score and failed in any run, with how many runs
 * failed them and the first item of the first failure, so a score under 100 names what to look at.
 */
export function auditsMissed(runs: AuditedRun[], category: string): string[] {
  const missed = new Map<string, { runs: number; first: string }>();
  for (const run of runs) {
    for (const { id, weight } of run.categories[category]?.auditRefs ?? []) {
      const audit = run.audits[id];
      if (weight === 0 || !audit || audit.score === null || audit.score >= 1) continue;
      const seen = missed.get(id) ?? { runs: 0, first: firstItem(audit.details) };
      seen.runs += 1;
      missed.set(id, seen);
    }
  }
  return [...missed].map(
    ([id, { runs: failed, first }]) => `${id} (${failed} of ${runs.length} runs)${first ? `: ${first}` : ''}`,
  );
}
