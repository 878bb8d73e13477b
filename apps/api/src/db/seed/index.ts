import type { DbOrTx } from '../client';
import { seedReferenceData } from './reference-data';

export async function seed(db: DbOrTx) {
  await seedReferenceData(db);
}
