import type { DbOrTx } from '../../db/client';
import { getHighDemand } from '../settings';
import { listActiveCarTypes } from './repo';

export { listActiveCarTypes };

export async function getCarsWithDemand(db: DbOrTx) {
  const [rows, HighDemand] = await Promise.all([listActiveCarTypes(db), getHighDemand(db)]);
  const cars = rows.map((c) => ({
    key: c.key,
    name_en: c.nameEn,
    name_bn: c.nameBn,
    seats: c.seats,
    image: c.image,
  }));
  return { cars, HighDemand };
}
