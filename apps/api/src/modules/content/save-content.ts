import { getTableColumns } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import type { blogs } from '../../db/schema';
import { announceContentChange } from './content-changes';
import {
  type ContentKind,
  type ContentRow,
  contentTables,
  keyFieldOf,
  type SavedContentRow,
} from './content-tables';
import { sanitizeRichText, toPlainText, toSafeUrl } from './sanitize';

// The HTML fields (DESIGN.md §12 names them `body_*` and `terms_*`); every other text field is plain.
const richFields = new Set(['bodyEn', 'bodyBn', 'termsEn', 'termsBn']);
const imageFields = new Set(['cover', 'banner', 'image', 'photo']);
const linkFields = new Set(['url', 'videoUrl']);

/** A content row as it may be stored: rich text on the allow-list, plain text without markup, safe URLs. */
export function cleanContentRow<T extends object>(row: T): T {
  const clean: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(row)) {
    if (imageFields.has(field) || linkFields.has(field)) {
      clean[field] = toSafeUrl(value as string | null | undefined, { isImage: imageFields.has(field) });
    } else if (typeof value === 'string') {
      clean[field] = richFields.has(field) ? sanitizeRichText(value) : toPlainText(value);
    } else if (Array.isArray(value)) {
      clean[field] = value.map((item) => (typeof item === 'string' ? toPlainText(item) : item));
    } else {
      clean[field] = value;
    }
  }
  return clean as T;
}

/**
 * Writes one content row, new or changed (the staff console's save and the brand seed go through the
 * same cleaning), and tells every API process to drop its cached answers once the write commits.
 * Rows are matched by `id` (`key` for pages); a row without one is added.
 */
export async function saveContent<K extends ContentKind>(
  db: DbOrTx,
  kind: K,
  row: ContentRow<K>,
): Promise<SavedContentRow<K>> {
  // One code path for twelve tables: drizzle cannot type an insert over a union of tables.
  const table = contentTables[kind] as unknown as typeof blogs;
  const columns = getTableColumns(table as PgTable) as Record<string, unknown>;
  const keyField = keyFieldOf(kind);
  const clean = cleanContentRow(row) as Record<string, unknown>;
  const { [keyField]: key, ...changes } = clean;
  if ('updatedAt' in columns) changes.updatedAt = new Date();
  const insert = db.insert(table).values(clean as typeof blogs.$inferInsert);
  const [saved] =
    key === undefined
      ? await insert.returning()
      : await insert
          .onConflictDoUpdate({ target: columns[keyField] as typeof blogs.id, set: changes })
          .returning();
  await announceContentChange(db, kind, saved as Record<string, unknown>);
  return saved as unknown as SavedContentRow<K>;
}
