// What every benchmark's checks are made of. A figure is a number that was measured: missing (undefined),
// NaN or ±Infinity is no figure, and a check of it fails rather than compares false and passes
// (`NaN > target` is false). A list of checks with nothing in it fails too: a bench that measured nothing
// met nothing.

export type Check = { target: string; ok: boolean; why?: string };

const isFigure = (value: number | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/** A check of one figure: `where` names what it was measured on (a route, an engine), shown on a miss. */
function compare(
  target: string,
  value: number | undefined,
  holds: (value: number) => boolean,
  where?: string,
): Check {
  const label = (found: string) => (where ? `${where}: ${found}` : found);
  if (!isFigure(value)) {
    return { target, ok: false, why: label(value === undefined ? 'not measured' : `no figure (${value})`) };
  }
  const found = Number.isInteger(value) ? String(value) : String(Number(value.toPrecision(4)));
  return holds(value) ? { target, ok: true } : { target, ok: false, why: label(found) };
}

/** `value` ≤ `max`. */
export const atMost = (target: string, value: number | undefined, max: number, where?: string) =>
  compare(target, value, (v) => v <= max, where);

/** `value` < `limit`. */
export const below = (target: string, value: number | undefined, limit: number, where?: string) =>
  compare(target, value, (v) => v < limit, where);

/** `value` ≥ `min`. */
export const atLeast = (target: string, value: number | undefined, min: number, where?: string) =>
  compare(target, value, (v) => v >= min, where);

/** Exactly `expected` (a count that must come out right). */
export const exactly = (target: string, value: number | undefined, expected: number, where?: string) =>
  compare(target, value, (v) => v === expected, where);

/** Enough samples (runs, trials, requests) for the figures made from them to mean anything. */
export const samples = (what: string, count: number | undefined, minimum: number, where?: string) =>
  atLeast(`at least ${minimum} ${what}`, count, minimum, where);

/** A figure that is only shown (no target), but must exist: its absence means the bench broke. */
export const measured = (target: string, value: number | undefined, where?: string) =>
  compare(target, value, () => true, where);

/** A condition that is not a figure (a server the bench needs, a route it must have measured). */
export const holds = (target: string, ok: boolean, why?: string): Check =>
  ok ? { target, ok } : { target, ok, why };

/** A figure for the table and the summary: `–` when there is none. */
export const shown = (value: number | undefined, digits = 1) =>
  isFigure(value) ? value.toFixed(digits) : '–';

export type Verdict = { ok: boolean; missed: Check[]; text: string };

/** `pass`, or `MISSED` and each failed target with what was found; an empty list is a miss. */
export function verdict(checks: Check[]): Verdict {
  if (checks.length === 0) {
    const nothing = { target: 'nothing was measured', ok: false };
    return { ok: false, missed: [nothing], text: `MISSED ${nothing.target}` };
  }
  const missed = checks.filter((c) => !c.ok);
  if (missed.length === 0) return { ok: true, missed, text: 'pass' };
  const found = new Map<string, string[]>();
  for (const c of missed) {
    const whys = found.get(c.target) ?? [];
    if (c.why && !whys.includes(c.why)) whys.push(c.why);
    found.set(c.target, whys);
  }
  const text = [...found].map(([target, whys]) => (whys.length ? `${target} (${whys.join(', ')})` : target));
  return { ok: false, missed, text: `MISSED ${text.join(', ')}` };
}

/** Prints the summary line with its verdict and sets a failing exit code on a miss. */
export function report(name: string, figures: string, checks: Check[]): Verdict {
  const result = verdict(checks);
  console.log(`summary ${name}: ${figures}: ${result.text}`);
  if (!result.ok) process.exitCode = 1;
  return result;
}
