import { and, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { dhakaWeekSql } from '../../db/dhaka-day';
import { gpLoyaltyMembers, type LeadKind, type LeadStatus, leads } from '../../db/schema/index';
import { toCsv } from '../../lib/csv';
import { refuse } from '../../lib/errors';
import { upsertGpLoyaltyMembers } from './gp-loyalty-repo';

// The staff side of leads: one inbox for every form and the survey, worked new → contacted
// → won or lost, with notes and an assignee; CSV export; the GP loyalty list.

export type LeadRow = typeof leads.$inferSelect;
export type LeadFilter = { kind?: LeadKind; status?: LeadStatus; q?: string };

/** Where a lead may go from each status; a closed lead stays closed. */
const nextStatuses: Record<LeadStatus, readonly LeadStatus[]> = {
  new: ['contacted', 'won', 'lost'],
  contacted: ['won', 'lost'],
  won: [],
  lost: [],
};

function where(filter: LeadFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    filter.kind ? eq(leads.kind, filter.kind) : undefined,
    filter.status ? eq(leads.status, filter.status) : undefined,
    filter.q ? or(ilike(leads.name, `%${filter.q}%`), ilike(leads.mobile, `%${filter.q}%`)) : undefined,
  ];
  return and(...conditions);
}

export async function listLeads(
  db: DbOrTx,
  filter: LeadFilter,
  { offset, limit }: { offset: number; limit: number },
) {
  const [rows, [total]] = await Promise.all([
    db.select().from(leads).where(where(filter)).orderBy(desc(leads.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(leads).where(where(filter)),
  ]);
  return { rows, total: total!.n };
}

export async function findLead(db: DbOrTx, id: number) {
  const [row] = await db.select().from(leads).where(eq(leads.id, id));
  return row;
}

export type LeadChange = { status?: LeadStatus; note?: string | null; assigneeId?: number | null };

/**
 * Works a lead in one transaction: the row is locked, the status move checked against where it is
 * now, and `record` writes the audit entry beside the change.
 */
export function updateLead(
  db: Db,
  id: number,
  change: LeadChange,
  now: Date,
  record: (tx: Tx, before: LeadRow, after: LeadRow) => Promise<void>,
) {
  return db.transaction(async (tx) => {
    const { before, after } = await changeLeadInTx(tx, id, change, now);
    await record(tx, before, after);
    return after;
  });
}

/**
 * Moves a lead along (status, note, assignee) inside the caller's transaction, with the lead locked;
 * a closed lead, or a step its status does not allow, is refused (409).
 */
export async function changeLeadInTx(tx: Tx, id: number, change: LeadChange, now: Date) {
  const [before] = await tx.select().from(leads).where(eq(leads.id, id)).for('update');
  if (!before) throw refuse('leadNotFound', 404);
  if (
    change.status &&
    change.status !== before.status &&
    !nextStatuses[before.status].includes(change.status)
  ) {
    throw refuse('leadStatusConflict', 409);
  }
  const [after] = await tx
    .update(leads)
    .set({ ...change, updatedAt: now })
    .where(eq(leads.id, id))
    .returning();
  return { before, after: after! };
}

/** Every lead the filter matches, newest first, as CSV (RFC 4180) with a header row. */
export async function leadsCsv(db: DbOrTx, filter: LeadFilter) {
  const rows = await db.select().from(leads).where(where(filter)).orderBy(desc(leads.id));
  const header = [
    'id',
    'kind',
    'status',
    'name',
    'mobile',
    'email',
    'lang',
    'note',
    'assignee_id',
    'created_at',
    'fields',
  ];
  const lines = rows.map((r) => [
    r.id,
    r.kind,
    r.status,
    r.name,
    r.mobile,
    r.email,
    r.lang,
    r.note,
    r.assigneeId,
    r.createdAt.toISOString(),
    r.fields,
  ]);
  return { csv: toCsv(header, lines), rows: rows.length };
}

export function listGpLoyalty(db: DbOrTx, { offset, limit }: { offset: number; limit: number }) {
  return Promise.all([
    db.select().from(gpLoyaltyMembers).orderBy(desc(gpLoyaltyMembers.addedAt)).limit(limit).offset(offset),
    db.select({ n: count() }).from(gpLoyaltyMembers),
  ]).then(([rows, [total]]) => ({ rows, total: total!.n }));
}

/** Adds members to the GP loyalty list, or changes the tier of those already on it. */
export function saveGpLoyaltyMembers(db: DbOrTx, members: Parameters<typeof upsertGpLoyaltyMembers>[1]) {
  return upsertGpLoyaltyMembers(db, members);
}

export async function removeGpLoyalty(db: DbOrTx, mobile: string) {
  const [row] = await db.delete(gpLoyaltyMembers).where(eq(gpLoyaltyMembers.mobile, mobile)).returning();
  return row;
}

/** Leads per Dhaka week (weeks start on Monday) since `since`, by kind. */
export async function leadsPerWeek(db: DbOrTx, since: Date) {
  const result = (await db.execute(sql`
    select ${dhakaWeekSql(leads.createdAt)} as week,
           kind,
           count(*)::int as leads
      from leads
     where created_at >= ${since}
     group by 1, 2
     order by 1, 2`)) as unknown as { rows: { week: string; kind: string; leads: number }[] };
  return result.rows.map((r) => ({ week: r.week, kind: r.kind, leads: Number(r.leads) }));
}
