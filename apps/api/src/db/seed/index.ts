import type { DbOrTx } from '../client';
import { seedContent } from './content/index';
import { seedDemoDrivers } from './demo-drivers';
import { seedDemoGpLoyalty } from './demo-gp-loyalty';
import { seedDemoPromos } from './demo-promos';
import { seedReferenceData } from './reference-data';

/**
 * Reference data and the brand's content always; `demo`: also the demo drivers, promos and GP loyalty list (outside
 * production only; never a production database).
 */
export async function seed(db: DbOrTx, { demo = false }: { demo?: boolean } = {}) {
  await seedReferenceData(db);
  await seedContent(db);
  if (!demo) return;
  await seedDemoDrivers(db);
  await seedDemoPromos(db);
  await seedDemoGpLoyalty(db);
}
