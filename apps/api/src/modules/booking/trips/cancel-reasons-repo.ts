import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { cancellationReasons } from '../../../db/schema/index';

export function listActiveReasons(db: DbOrTx) {
  return db
    .select({
      id: cancellationReasons.id,
      key: cancellationReasons.key,
      text_en: cancellationReasons.textEn,
      text_bn: cancellationReasons.textBn,
    })
    .from(cancellationReasons)
    .where(eq(cancellationReasons.isActive, true))
    .orderBy(asc(cancellationReasons.sortOrder), asc(cancellationReasons.id));
}

export async function findActiveReason(db: DbOrTx, id: number) {
  const rows = await db
    .select({ id: cancellationReasons.id })
    .from(cancellationReasons)
    .where(and(eq(cancellationReasons.id, id), eq(cancellationReasons.isActive, true)))
    .limit(1);
  return rows[0];
}
