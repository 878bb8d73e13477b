import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { settings } from '../../db/schema/index';

export async function getSetting<T>(db: DbOrTx, key: string): Promise<T | undefined> {
  const rows = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, key))
    .limit(1);
  return rows[0]?.value as T | undefined;
}

export async function setSetting(db: DbOrTx, key: string, value: unknown, now: Date) {
  await db
    .insert(settings)
    .values({ key, value, updatedAt: now })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: now } });
}
