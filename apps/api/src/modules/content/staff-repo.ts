import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  ilike,
  inArray,
  like,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import {
  blogPlaces,
  blogs,
  boardMembers,
  campaignPopups,
  campaignTrackCounts,
  newsrooms,
  offers,
  testimonials,
} from '../../db/schema';
import { announceContentChange } from './content-changes';
import { type ContentKind, contentTables, keyFieldOf } from './content-tables';

// The staff console's view of content: every row whatever its status, which the public queries
// (repo.ts) never show.

export type ContentListQuery = {
  offset: number;
  limit: number;
  /** Words in the title or name, either language. */
  q?: string;
  status?: 'draft' | 'published';
  /** A column of the table (camelCase); unknown ones fall back to the newest first. */
  sort?: { field: string; order: 'ASC' | 'DESC' };
  /** Rows belonging to this blog (places) or campaign (FAQs, popups). */
  parentId?: number;
  /** These rows only (react-admin's getMany, for a reference shown in a list). */
  keys?: (number | string)[];
};

const searchable = ['titleEn', 'titleBn', 'nameEn', 'nameBn', 'name', 'questionEn', 'questionBn'];
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function columnsOf(kind: ContentKind) {
  return getTableColumns(contentTables[kind] as PgTable) as Record<string, PgColumn>;
}

export async function listContentRows(db: DbOrTx, kind: ContentKind, query: ContentListQuery) {
  const table = contentTables[kind] as PgTable;
  const columns = columnsOf(kind);
  const filters: SQL[] = [];
  if (query.q) {
    const pattern = `%${escapeLike(query.q)}%`;
    const matches = searchable.filter((name) => columns[name]).map((name) => ilike(columns[name]!, pattern));
    if (matches.length > 0) filters.push(or(...matches)!);
  }
  if (query.status && columns.status) filters.push(eq(columns.status, query.status));
  if (query.parentId !== undefined) {
    const parent = columns.blogId ?? columns.offerId;
    if (parent) filters.push(eq(parent, query.parentId));
  }
  if (query.keys) filters.push(inArray(columns[keyFieldOf(kind)]!, query.keys));
  const where = filters.length > 0 ? and(...filters) : undefined;
  const sortColumn = query.sort ? columns[query.sort.field] : undefined;
  const keyColumn = columns[keyFieldOf(kind)]!;
  const order = sortColumn
    ? [query.sort!.order === 'ASC' ? asc(sortColumn) : desc(sortColumn), asc(keyColumn)]
    : [columns.publishedAt ? desc(columns.publishedAt) : asc(columns.sort ?? keyColumn), asc(keyColumn)];
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(table)
      .where(where)
      .orderBy(...order)
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: count() }).from(table).where(where),
  ]);
  return { rows: rows as Record<string, unknown>[], total: total?.n ?? 0 };
}

/** One row by its key, locked for the caller's transaction when `forUpdate`. */
export async function findContentRow(
  db: DbOrTx,
  kind: ContentKind,
  key: number | string,
  { forUpdate = false } = {},
): Promise<Record<string, unknown> | undefined> {
  const table = contentTables[kind] as PgTable;
  const keyColumn = columnsOf(kind)[keyFieldOf(kind)]!;
  const select = db.select().from(table).where(eq(keyColumn, key));
  const [row] = forUpdate ? await select.for('update') : await select;
  return row as Record<string, unknown> | undefined;
}

/** Deletes one row (its places, FAQs or popups go with it) and announces the change at commit. */
export async function deleteContentRow(db: DbOrTx, kind: ContentKind, key: number | string) {
  const table = contentTables[kind] as PgTable;
  const keyColumn = columnsOf(kind)[keyFieldOf(kind)]!;
  const deleted = await db.delete(table).where(eq(keyColumn, key)).returning();
  for (const row of deleted) await announceContentChange(db, kind, row as Record<string, unknown>);
  return deleted.length > 0;
}

/** A campaign's popup counts over all days: how often it was shown, followed and closed. */
export async function campaignTrackTotals(db: DbOrTx, offerIds: number[]) {
  if (offerIds.length === 0) return new Map<number, { views: number; clicks: number; closes: number }>();
  const rows = await db
    .select({
      offerId: campaignTrackCounts.offerId,
      event: campaignTrackCounts.event,
      n: sql<number>`sum(${campaignTrackCounts.count})::int`,
    })
    .from(campaignTrackCounts)
    .where(inArray(campaignTrackCounts.offerId, offerIds))
    .groupBy(campaignTrackCounts.offerId, campaignTrackCounts.event);
  const totals = new Map<number, { views: number; clicks: number; closes: number }>();
  for (const id of offerIds) totals.set(id, { views: 0, clicks: 0, closes: 0 });
  for (const row of rows) {
    const total = totals.get(row.offerId)!;
    if (row.event === 'view') total.views = row.n;
    else if (row.event === 'click') total.clicks = row.n;
    else total.closes = row.n;
  }
  return totals;
}

/** The columns that hold a picture's address, in every content table that has one. */
const pictureColumns = [
  blogs.cover,
  blogPlaces.image,
  newsrooms.image,
  offers.banner,
  campaignPopups.image,
  testimonials.photo,
  boardMembers.photo,
];
const pictureFields = ['cover', 'banner', 'image', 'photo'];

/** The picture addresses a row holds (a cover, a banner, an image, a photo). */
export const picturesOfRow = (row: Record<string, unknown>) =>
  pictureFields.map((field) => row[field]).filter((v): v is string => typeof v === 'string' && v !== '');

/** The pictures a row's deletion takes with it: its own, and those of a blog's places or a campaign's popups. */
export async function picturesDeletedWith(db: DbOrTx, kind: ContentKind, row: Record<string, unknown>) {
  const own = picturesOfRow(row);
  const id = row.id as number;
  const children =
    kind === 'blog'
      ? await db.select({ picture: blogPlaces.image }).from(blogPlaces).where(eq(blogPlaces.blogId, id))
      : kind === 'offer'
        ? await db
            .select({ picture: campaignPopups.image })
            .from(campaignPopups)
            .where(eq(campaignPopups.offerId, id))
        : [];
  return [...own, ...children.flatMap((c) => (c.picture ? [c.picture] : []))];
}

/** Whether any content row shows one of a stored picture's files (`stem`: `content/ab12…-`). */
export async function isPictureOfAnyContent(db: DbOrTx, stem: string) {
  const pattern = `%/${stem}%`;
  for (const column of pictureColumns) {
    const rows = await db
      .select({ one: sql<number>`1` })
      .from(column.table)
      .where(like(column, pattern))
      .limit(1);
    if (rows.length > 0) return true;
  }
  return false;
}
