import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { carTypes } from '../../db/schema/index';

export function listActiveCarTypes(db: DbOrTx) {
  return db.select().from(carTypes).where(eq(carTypes.isActive, true)).orderBy(asc(carTypes.sortOrder));
}
