import type { DbOrTx } from '../client';
import { seedDemoDrivers } from './demo-drivers';
import { seedDemoPromos } from './demo-promos';
import { seedReferenceData } from './reference-data';

export { type DemoDriverIds, listDemoDriverIds, seedDemoDrivers } from './demo-drivers';

/** `demo`: also the demo drivers and promos (outside production only; never a production database). */
export async function seed(db: DbOrTx, { demo = false }: { demo?: boolean } = {}) {
  await seedReferenceData(db);
  if (!demo) return;
  await seedDemoDrivers(db);
  await seedDemoPromos(db);
}
