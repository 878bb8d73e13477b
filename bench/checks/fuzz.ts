import { atLeast, type Check, exactly, report, samples } from '../lib/verdict';

/** Who a hostile request was sent as: nobody (no, a forged or a broken credential), or a signed-in role. */
export const fuzzRoles = ['anonymous', 'passenger', 'driver', 'editor', 'ops', 'admin'] as const;
export type FuzzRole = (typeof fuzzRoles)[number];
export const signedInRoles = fuzzRoles.filter((r) => r !== 'anonymous');

export type RoleTally = {
  sent: number;
  /** Answers other than 401 and 403: the request got past authentication to validation and beyond. */
  pastDoor: number;
  serverErrors: number;
  /** 4xx answers without a string `message` and `code`. */
  bad4xx: number;
  /** Refused requests after which some table's row count had changed. */
  rowsLeft: number;
};

export const emptyTally = (): RoleTally => ({
  sent: 0,
  pastDoor: 0,
  serverErrors: 0,
  bad4xx: 0,
  rowsLeft: 0,
});

export const fuzzTargets = {
  /** At least this many hostile requests in all. */
  requests: 10_000,
  /** Behind each signed-in door: this many sent, and this many past authentication. */
  perRole: 500,
  pastDoorPerRole: 100,
};

export type FuzzFigures = { operations: number; roles: Partial<Record<FuzzRole, RoleTally>> };

/**
 * Enough requests in all and behind every signed-in role's door (and answered past it: a login that
 * broke sends everything to 401), and of every request: no answer ≥ 500, no 4xx without message and
 * code, no refused request that left rows.
 */
export function fuzzChecks({ roles }: FuzzFigures): Check[] {
  const tallies = fuzzRoles.map((role) => [role, roles[role]] as const);
  const sum = (key: keyof RoleTally) =>
    tallies.some(([, t]) => t === undefined) ? undefined : tallies.reduce((n, [, t]) => n + t![key], 0);
  return [
    samples('hostile requests', sum('sent'), fuzzTargets.requests),
    ...signedInRoles.flatMap((role) => [
      samples(`requests as ${role}`, roles[role]?.sent, fuzzTargets.perRole),
      atLeast(
        `at least ${fuzzTargets.pastDoorPerRole} requests as ${role} past authentication`,
        roles[role]?.pastDoor,
        fuzzTargets.pastDoorPerRole,
      ),
    ]),
    exactly('0 answers ≥ 500', sum('serverErrors'), 0),
    exactly('0 4xx without message and code', sum('bad4xx'), 0),
    exactly('0 refused requests that left rows', sum('rowsLeft'), 0),
  ];
}

export function reportFuzz(figures: FuzzFigures) {
  const perRole = fuzzRoles
    .map((role) => {
      const t = roles(figures, role);
      return t ? `${role} ${t.sent} (${t.pastDoor} past the door, ${t.serverErrors} ≥ 500)` : `${role} none`;
    })
    .join(', ');
  const total = (key: keyof RoleTally) =>
    fuzzRoles.reduce((n, role) => n + (roles(figures, role)?.[key] ?? 0), 0);
  return report(
    'fuzz',
    `${total('sent')} hostile requests to ${figures.operations} operations, per role: ${perRole}; ${total('serverErrors')} answers ≥ 500, ${total('bad4xx')} 4xx without message and code, ${total('rowsLeft')} refused requests that left rows`,
    fuzzChecks(figures),
  );
}

const roles = (figures: FuzzFigures, role: FuzzRole) => figures.roles[role];
