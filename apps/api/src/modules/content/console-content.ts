import type { DbOrTx } from '../../db/client';
import type { ContentKind } from './content-tables';
import { keyFieldOf } from './content-tables';
import { saveContent } from './save-content';
import {
  type ContentListQuery,
  campaignTrackTotals,
  deleteContentRow,
  findContentRow,
  isPictureOfAnyContent,
  listContentRows,
  picturesDeletedWith,
  picturesOfRow,
} from './staff-repo';

// What the staff console may do with content rows, whatever their status: list and read them, change or
// delete one under its lock (each answers the pictures no row shows any more, for the caller to remove
// once the write commits), and a campaign popup's counts. New rows go through saveContent.

type Row = Record<string, unknown>;

export type { ContentListQuery };

export function listContentForConsole(db: DbOrTx, kind: ContentKind, query: ContentListQuery) {
  return listContentRows(db, kind, query);
}

/** One row by its key; undefined when there is none. */
export function findContentForConsole(db: DbOrTx, kind: ContentKind, key: number | string) {
  return findContentRow(db, kind, key);
}

/**
 * Changes the row `key` to what `changed` makes of it as it stands (locked until the caller's
 * transaction ends); the row before and after, and the pictures the change dropped. Undefined when
 * there is no such row.
 */
export async function changeContentRow(
  tx: DbOrTx,
  kind: ContentKind,
  key: number | string,
  changed: (before: Row) => Row,
) {
  const before = await findContentRow(tx, kind, key, { forUpdate: true });
  if (!before) return undefined;
  const after = (await saveContent(tx, kind, {
    ...changed(before),
    [keyFieldOf(kind)]: key,
  } as never)) as Row;
  const kept = new Set(picturesOfRow(after));
  return { before, after, dropped: picturesOfRow(before).filter((p) => !kept.has(p)) };
}

/**
 * Deletes the row `key` (a blog's places, a campaign's FAQs and popups go with it; a category's posts
 * stay, uncategorised); the row as it was and the pictures that went with it. Undefined when there is
 * no such row.
 */
export async function removeContentRow(tx: DbOrTx, kind: ContentKind, key: number | string) {
  const before = await findContentRow(tx, kind, key, { forUpdate: true });
  if (!before) return undefined;
  const pictures = await picturesDeletedWith(tx, kind, before);
  await deleteContentRow(tx, kind, key);
  return { before, pictures };
}

/** A campaign's popup counts over all days: how often it was shown, followed and closed. */
export function popupTrackTotals(db: DbOrTx, offerIds: number[]) {
  return campaignTrackTotals(db, offerIds);
}

/** Whether any content row shows one of a stored picture's files (`stem`: `content/ab12…-`). */
export function isContentPicture(db: DbOrTx, stem: string): Promise<boolean> {
  return isPictureOfAnyContent(db, stem);
}
