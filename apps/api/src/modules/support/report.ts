import { type TicketCategory, type TicketOutcome, ticketOutcomes } from '@pothik/domain';
import type { DbOrTx } from '../../db/client';
import { listResolvedSince } from './repo';

// The support report (issue 46): how resolved tickets ended (their outcomes) and the customers'
// satisfaction per agent and category per week (weeks start on Saturday, Dhaka time, as the Bangladeshi
// working week does).

const DAY_MS = 86_400_000;
const DHAKA_OFFSET_MS = 6 * 3_600_000;

/** The Dhaka date (YYYY-MM-DD) of the Saturday that starts `at`'s week. */
export function dhakaWeekOf(at: Date): string {
  const local = new Date(at.getTime() + DHAKA_OFFSET_MS);
  const sinceSaturday = (local.getUTCDay() + 1) % 7;
  return new Date(local.getTime() - sinceSaturday * DAY_MS).toISOString().slice(0, 10);
}

export type SatisfactionRow = {
  week: string;
  agent_id: number | null;
  category: TicketCategory;
  rated: number;
  average: number;
};

export async function supportReport(db: DbOrTx, { from }: { from: Date }) {
  const rows = await listResolvedSince(db, from);
  const outcomes = Object.fromEntries(ticketOutcomes.map((o) => [o, 0])) as Record<TicketOutcome, number>;
  const groups = new Map<string, { row: SatisfactionRow; sum: number }>();
  for (const row of rows) {
    if (row.outcome) outcomes[row.outcome] += 1;
    if (row.rating === null || !row.resolvedAt) continue;
    const agent = row.resolvedBy ?? row.assigneeId;
    const week = dhakaWeekOf(row.resolvedAt);
    const key = `${week}|${agent}|${row.category}`;
    const group = groups.get(key) ?? {
      row: { week, agent_id: agent, category: row.category, rated: 0, average: 0 },
      sum: 0,
    };
    group.row.rated += 1;
    group.sum += row.rating;
    group.row.average = Math.round((group.sum / group.row.rated) * 100) / 100;
    groups.set(key, group);
  }
  const satisfaction = [...groups.values()]
    .map((g) => g.row)
    .sort(
      (a, b) =>
        b.week.localeCompare(a.week) ||
        (a.agent_id ?? 0) - (b.agent_id ?? 0) ||
        a.category.localeCompare(b.category),
    );
  return { resolved: rows.length, outcomes, satisfaction };
}
