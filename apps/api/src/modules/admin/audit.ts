import { count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { auditLog } from '../../db/schema/index';

export type AuditEntry = {
  staffId: number | null;
  action: string;
  entity: string;
  entityId?: string | number | null;
  before?: unknown;
  after?: unknown;
  ip?: string | null;
  at: Date;
};

/** Records a console write in the caller's transaction: the change and its record stand or fall together. */
export async function writeAudit(tx: DbOrTx, entry: AuditEntry) {
  await tx.insert(auditLog).values({
    staffId: entry.staffId,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId === undefined || entry.entityId === null ? null : String(entry.entityId),
    before: entry.before ?? null,
    after: entry.after ?? null,
    ip: entry.ip ?? null,
    at: entry.at,
  });
}

export async function listAudit(
  db: DbOrTx,
  { offset, limit, entity }: { offset: number; limit: number; entity?: string },
) {
  const where = entity ? eq(auditLog.entity, entity) : undefined;
  const [rows, [total]] = await Promise.all([
    db.select().from(auditLog).where(where).orderBy(desc(auditLog.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return { rows, total: total!.n };
}
