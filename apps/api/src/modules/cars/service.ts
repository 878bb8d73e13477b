import type { DbOrTx } from '../../db/client';
import { getHighDemand } from '../settings';
import { listActiveCarTypes } from './repo';

/** The car types passengers may book (an inactive one is neither offered nor priced), in the site's order. */
export function bookableCarTypes(db: DbOrTx) {
  return listActiveCarTypes(db);
}

export async function getCarsWithDemand(db: DbOrTx) {
  const [rows, HighDemand] = await Promise.all([bookableCarTypes(db), getHighDemand(db)]);
  const cars = rows.map((c) => ({
    key: c.key,
    name_en: c.nameEn,
    name_bn: c.nameBn,
    seats: c.seats,
    image: c.image,
  }));
  return { cars, HighDemand };
}
