import type { Db, Tx } from '../client';
import { seedMarks } from '../schema/index';

/**
 * Runs a seed set once per database: its mark and its rows commit together, so a row staff delete
 * later is not put back at the next start. Processes starting together on one PostgreSQL queue on the
 * mark's key: the first seeds, the others find the mark and skip. Returns whether it ran.
 */
export async function seedOnce(db: Db, key: string, run: (tx: Tx) => Promise<void>): Promise<boolean> {
  return db.transaction(async (tx) => {
    const marked = await tx.insert(seedMarks).values({ key }).onConflictDoNothing().returning();
    if (marked.length === 0) return false;
    await run(tx);
    return true;
  });
}
