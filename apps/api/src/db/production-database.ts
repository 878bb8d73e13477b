import type { Db } from './client';
import { pendingMigrations } from './pending-migrations';
import { countDemoRows, demoRowsProblem } from './seed/demo-purge';

/**
 * DESIGN.md §13, the production refusals that need the database, checked at start before anything is
 * written: pending migrations (production leaves them to `npm run migrate`) and demo rows.
 */
export async function productionDatabaseProblems(db: Db, migrationsFolder?: string): Promise<string[]> {
  const pending = await pendingMigrations(db, migrationsFolder);
  if (pending.length > 0) {
    const tags = pending.map((m) => m.tag).join(', ');
    // The demo rows' tables may be among what is missing: the rest is checked once migrated.
    return [`the database has migrations pending (${tags}): run npm run migrate first`];
  }
  const demo = demoRowsProblem(await countDemoRows(db));
  return demo ? [demo] : [];
}
