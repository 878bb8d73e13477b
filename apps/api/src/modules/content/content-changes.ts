import type { FastifyBaseLogger } from 'fastify';
import { announceChange, listenForChanges } from '../../db/changes/changes';
import type { Database, DbOrTx } from '../../db/client';
import type { ContentKind } from './content-tables';

/** The channel on which a change of content is announced (content-cache.ts listens). */
export const CONTENT_CHANGED_CHANNEL = 'content_changed';

/**
 * What a content change names: the table's kind, the row's id (`key` for pages) and its slug if it has
 * one. Its payload, `<kind> <id or key>[ <slug>]`, is the one the tables' trigger sends for every write
 * (migration content_change_notify), so that the app's announcement and the trigger's reach a listener
 * as one notification (PostgreSQL sends a payload once per transaction).
 */
export type ContentChange = { kind: string; key?: string; slug?: string };

export function contentChangePayload(kind: ContentKind, row: Record<string, unknown>): string {
  const key = row.id ?? row.key;
  return [kind, key, row.slug].filter((part) => part !== undefined && part !== null).join(' ');
}

/** The change a payload names; an empty payload (a change of unknown extent) has the kind `''`. */
export function parseContentChange(payload: string): ContentChange {
  const [kind = '', key, ...slug] = payload.split(' ');
  return {
    kind,
    ...(key !== undefined ? { key } : {}),
    ...(slug.length > 0 ? { slug: slug.join(' ') } : {}),
  };
}

/**
 * Tells every API process on the database that this content row changed (without a row: that content
 * changed, how much unknown): in a transaction opened by `inTransaction`, this process hears it once
 * that commits and the others by NOTIFY at commit. The tables' trigger announces every write too,
 * whoever makes it; this one lets this process's listeners hear the change before the writer answers.
 */
export async function announceContentChange(
  db: DbOrTx,
  kind?: ContentKind,
  row: Record<string, unknown> = {},
) {
  await announceChange(db, CONTENT_CHANGED_CHANNEL, kind ? contentChangePayload(kind, row) : '');
}

/**
 * Calls `onChange` with the change whenever any process (this one included) announces one, or a row is
 * written by anyone (the trigger), and `onMissed` after a lost LISTEN connection is replaced (an
 * announcement may have been missed meanwhile). Returns the stop function.
 */
export function listenForContentChanges(
  database: Database,
  log: FastifyBaseLogger,
  onChange: (change: ContentChange) => void,
  onMissed: () => void = () => onChange({ kind: '' }),
) {
  return listenForChanges(database, log, {
    channel: CONTENT_CHANGED_CHANNEL,
    onChange: (payload) => onChange(parseContentChange(payload)),
    onMissed,
  });
}
