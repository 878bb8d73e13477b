import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { smsOutbox } from '../../db/schema/index';

export async function insertOutboxMessage(
  db: DbOrTx,
  message: { recipient: string; body: string; code: string | null; createdAt: Date },
) {
  await db.insert(smsOutbox).values(message);
}

/** Newest first. */
export function listOutboxMessages(db: DbOrTx, recipient: string, limit: number) {
  return db
    .select()
    .from(smsOutbox)
    .where(eq(smsOutbox.recipient, recipient))
    .orderBy(desc(smsOutbox.id))
    .limit(limit);
}
