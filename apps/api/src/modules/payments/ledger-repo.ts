import type { LedgerEntry } from '@pothik/domain';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { ledgerEntries, ledgerLines } from '../../db/schema/index';

/** Writes one balanced entry (the domain made it) in the caller's transaction. */
export async function writeLedgerEntry(
  tx: DbOrTx,
  entry: LedgerEntry,
  refs: { tripId?: number | null; paymentId?: number | null; refundId?: number | null; now: Date },
) {
  const [row] = await tx
    .insert(ledgerEntries)
    .values({
      kind: entry.kind,
      tripId: refs.tripId ?? null,
      paymentId: refs.paymentId ?? null,
      refundId: refs.refundId ?? null,
      createdAt: refs.now,
    })
    .returning({ id: ledgerEntries.id });
  await tx.insert(ledgerLines).values(entry.lines.map((line) => ({ entryId: row!.id, ...line })));
  return row!.id;
}

/** Each account's balance over a trip's entries (a trip's ledger sums to zero once it has ended). */
export function tripBalances(db: DbOrTx, tripId: number) {
  return db
    .select({ account: ledgerLines.account, amount: sql<number>`sum(${ledgerLines.amount})::int` })
    .from(ledgerLines)
    .innerJoin(ledgerEntries, eq(ledgerEntries.id, ledgerLines.entryId))
    .where(eq(ledgerEntries.tripId, tripId))
    .groupBy(ledgerLines.account);
}

/** The sum of every line ever written: zero, or the ledger is broken. */
export async function ledgerTotal(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${ledgerLines.amount}), 0)::int` })
    .from(ledgerLines);
  return Number(row?.total ?? 0);
}
