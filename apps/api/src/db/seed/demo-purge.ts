import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../client';
import { isMarkedDemoRow, type MarkedTable, markedTables } from './demo-rows';

/** The command that removes the demo's rows; production names it when it refuses a demo database. */
export const DEMO_PURGE_COMMAND = 'npm run demo:purge';

const demoDriverIds = sql`(select id from drivers where is_demo)`;
const demoUserIds = sql`(select id from users where ${isMarkedDemoRow('users')}
  union select user_id from drivers where is_demo)`;
const demoStaffIds = sql`(select id from staff_accounts where ${isMarkedDemoRow('staff_accounts')})`;

export type DemoRowCounts = Partial<Record<MarkedTable | 'drivers', number>>;

/** The demo's rows this database holds, by table (tables with none left out). */
export async function countDemoRows(db: DbOrTx): Promise<DemoRowCounts> {
  const tables = Object.keys(markedTables) as MarkedTable[];
  const result = (await db.execute(
    sql.join(
      [
        sql`select 'drivers' as name, count(*)::int as n from drivers where is_demo`,
        ...tables.map(
          (table) =>
            sql`select ${table} as name, count(*)::int as n from ${sql.identifier(table)} where ${isMarkedDemoRow(table)}`,
        ),
      ],
      sql` union all `,
    ),
  )) as unknown as { rows: { name: MarkedTable | 'drivers'; n: number }[] };
  return Object.fromEntries(result.rows.filter((r) => Number(r.n) > 0).map((r) => [r.name, Number(r.n)]));
}

/** One line for the production refusal, or nothing when the database holds no demo row. */
export function demoRowsProblem(counts: DemoRowCounts): string | undefined {
  const held = Object.entries(counts).map(([table, n]) => `${n} ${table}`);
  if (held.length === 0) return undefined;
  return `the database holds demo rows (${held.join(', ')}): remove them with ${DEMO_PURGE_COMMAND} (one transaction)`;
}

/**
 * Deletes the demo's rows in one transaction: its content, promos, GP loyalty list, staff logins (with
 * their sessions and audit entries), drivers and passengers, with the trips they took part in (bids,
 * timelines, reviews and promo uses go with those). Leads keep their rows, without the demo user or
 * assignee. The demo seed marks go too, so a later demo start on this database seeds afresh.
 * Returns what it deleted.
 */
export async function purgeDemoRows(db: Db): Promise<DemoRowCounts> {
  return db.transaction(async (tx) => {
    const counts = await countDemoRows(tx);
    await tx.execute(
      sql`delete from trips where passenger_id in ${demoUserIds} or driver_id in ${demoDriverIds}`,
    );
    await tx.execute(sql`update leads set user_id = null where user_id in ${demoUserIds}`);
    await purgeDemoSubscriptions(tx);
    // Their drivers rows, bids and reviews go with the accounts (on delete cascade).
    await tx.execute(sql`delete from users where id in ${demoUserIds}`);
    await tx.execute(sql`update leads set assignee_id = null where assignee_id in ${demoStaffIds}`);
    await tx.execute(sql`delete from staff_sessions where staff_id in ${demoStaffIds}`);
    await tx.execute(sql`delete from audit_log where staff_id in ${demoStaffIds}`);
    for (const table of Object.keys(markedTables) as MarkedTable[]) {
      if (table === 'users') continue;
      await tx.execute(sql`delete from ${sql.identifier(table)} where ${isMarkedDemoRow(table)}`);
    }
    await tx.execute(sql`delete from demo_rows`);
    await tx.execute(sql`delete from seed_marks where key like 'demo:%'`);
    return counts;
  });
}

/**
 * The demo drivers' subscription invoices and their payments, with the refunds and ledger entries of
 * those payments (whole entries, so the ledger still sums to zero): a payment holds its payer's account.
 */
async function purgeDemoSubscriptions(tx: DbOrTx) {
  const paid = sql`(select id from payments where purpose = 'subscription' and payer_id in ${demoUserIds})`;
  const entries = sql`(select id from ledger_entries where payment_id in ${paid}
    or refund_id in (select id from refunds where payment_id in ${paid}))`;
  await tx.execute(sql`delete from subscription_invoices where driver_id in ${demoDriverIds}`);
  await tx.execute(sql`delete from ledger_lines where entry_id in ${entries}`);
  await tx.execute(sql`delete from ledger_entries where id in ${entries}`);
  await tx.execute(sql`delete from refunds where payment_id in ${paid}`);
  await tx.execute(sql`delete from payments where id in ${paid}`);
}
