import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { type LeadKind, leads } from '../../db/schema/index';
import { leadsToldBy } from '../notifications';

export type NewLead = typeof leads.$inferInsert;

export async function insertLead(tx: DbOrTx, values: NewLead) {
  const [row] = await tx.insert(leads).values(values).returning();
  return row!;
}

// Any constant: the first key of the two-int advisory lock space, so these locks never meet others.
const LEAD_MOBILE_LOCK_SPACE = 727_003;

/** Serialises the leads of one number (their SMS confirmations are counted) across every API process. */
export async function lockLeadMobile(tx: DbOrTx, mobile: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(${LEAD_MOBILE_LOCK_SPACE}::int, hashtext(${mobile}))`);
}

/** When each lead from `mobile` since `since` that was given an SMS confirmation came in. */
export async function listSmsConfirmedLeadTimes(tx: DbOrTx, mobile: string, since: Date): Promise<Date[]> {
  const recent = await tx
    .select({ id: leads.id, createdAt: leads.createdAt })
    .from(leads)
    .where(and(eq(leads.mobile, mobile), gt(leads.createdAt, since)));
  const createdAt = new Map(recent.map((lead) => [lead.id, lead.createdAt]));
  const confirmed = await leadsToldBy(
    tx,
    recent.map((lead) => lead.id),
    'sms',
  );
  return confirmed.map((id) => createdAt.get(id)!);
}

export function findLeadsOfKind(db: DbOrTx, kind: LeadKind) {
  return db.select().from(leads).where(eq(leads.kind, kind)).orderBy(asc(leads.id));
}

/** The newest leads of a kind, optionally from one number (the dev read-back the e2e tests use). */
export function listRecentLeads(
  db: DbOrTx,
  kind: LeadKind,
  { mobile, limit }: { mobile?: string; limit: number },
) {
  return db
    .select()
    .from(leads)
    .where(and(eq(leads.kind, kind), mobile ? eq(leads.mobile, mobile) : undefined))
    .orderBy(desc(leads.id))
    .limit(limit);
}

/** Whether the trip's survey has been answered (one per trip; the index is the guarantee). */
export async function tripHasSurvey(tx: DbOrTx, tripId: number) {
  const rows = await tx
    .select({ id: leads.id })
    .from(leads)
    .where(and(eq(leads.kind, 'survey'), eq(leads.tripId, tripId)))
    .limit(1);
  return rows.length > 0;
}
