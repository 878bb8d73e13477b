import { validationMessage } from '@pothik/domain';
import type { DbOrTx } from '../../db/client';
import { refuse } from '../../lib/errors';
import { pgErrorOf, UNIQUE_VIOLATION } from '../../lib/pg-error';
import { findPromoById, insertPromo, listAllPromos, type NewPromo, type PromoRow, updatePromo } from './repo';

// The staff console's promos: every one, a page at a time; one; a new one; one changed.

export type { NewPromo, PromoRow };

export function listPromosForConsole(db: DbOrTx, page: { offset: number; limit: number }) {
  return listAllPromos(db, page);
}

export function findPromo(db: DbOrTx, id: number): Promise<PromoRow | undefined> {
  return findPromoById(db, id);
}

/** A new promo in the caller's transaction; its code is unique, so a second one with it is refused (422). */
export function createPromo(tx: DbOrTx, values: NewPromo): Promise<PromoRow> {
  return insertPromo(tx, values).catch((err: unknown) => {
    if (pgErrorOf(err)?.code === UNIQUE_VIOLATION) {
      throw refuse('validationError', 422, { code: [validationMessage('promoCodeTaken')] });
    }
    throw err;
  });
}

/** Changes the promo in the caller's transaction; the promo before and after, or undefined if none. */
export async function changePromo(tx: DbOrTx, id: number, change: Partial<NewPromo>) {
  const before = await findPromoById(tx, id);
  if (!before) return undefined;
  const after = (await updatePromo(tx, before.id, change))!;
  return { before, after };
}
