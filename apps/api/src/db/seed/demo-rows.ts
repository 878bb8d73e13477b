import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { demoRows } from '../schema/index';

/** The tables whose demo-seeded rows are marked in demo_rows, and the column each row_key names. */
export const markedTables = {
  blog_categories: 'id',
  blogs: 'id',
  newsrooms: 'id',
  offer_categories: 'id',
  offers: 'id',
  faqs: 'id',
  campaign_popups: 'id',
  testimonials: 'id',
  board_members: 'id',
  tutorials: 'id',
  content_pages: 'key',
  promos: 'id',
  gp_loyalty_members: 'mobile',
  users: 'id',
  staff_accounts: 'id',
} as const;

export type MarkedTable = keyof typeof markedTables;
export type DemoRowKeys = Partial<Record<MarkedTable, readonly (string | number)[]>>;

/** Records rows the demo seed inserted, so `npm run demo:purge` finds them whatever staff did since. */
export async function markDemoRows(db: DbOrTx, keys: DemoRowKeys) {
  const rows = Object.entries(keys).flatMap(([tableName, ids]) =>
    (ids ?? []).map((id) => ({ tableName, rowKey: String(id) })),
  );
  if (rows.length > 0) await db.insert(demoRows).values(rows).onConflictDoNothing();
}

/** `<column> of <table>` is a marked demo row: a condition for a query on that table. */
export function isMarkedDemoRow(table: MarkedTable) {
  return sql.raw(
    `${markedTables[table]}::text in (select row_key from demo_rows where table_name = '${table}')`,
  );
}
