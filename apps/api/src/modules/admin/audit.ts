import { and, count, desc, eq, like, not, or } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { auditLog } from '../../db/schema/index';
import { currentStaff } from './staff-session';

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

/**
 * A page of a list of people's data (passengers, drivers, trips, leads, the GP loyalty list) was read:
 * who read which list, with which filter, and how much of it. Written before the page is answered, so
 * no page leaves the console unrecorded; a read changes nothing, so there is no transaction to share.
 */
export async function auditListRead(
  app: FastifyInstance,
  request: FastifyRequest,
  read: { entity: string; filter: unknown; offset: number; rows: number; total: number },
) {
  await writeAudit(app.database.db, {
    staffId: currentStaff(request).staff.id,
    action: `${read.entity}.list`,
    entity: read.entity,
    after: { filter: read.filter, offset: read.offset, rows: read.rows, total: read.total },
    ip: request.ip,
    at: app.clock.now(),
  });
}

/** Reads of people's lists and their exports; every other entry is a change someone made. */
export type AuditKind = 'change' | 'read';
const readAction = or(like(auditLog.action, '%.list'), like(auditLog.action, '%.export'));

export async function listAudit(
  db: DbOrTx,
  { offset, limit, entity, kind }: { offset: number; limit: number; entity?: string; kind?: AuditKind },
) {
  const where = and(
    entity ? eq(auditLog.entity, entity) : undefined,
    kind === 'read' ? readAction : kind === 'change' ? not(readAction!) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db.select().from(auditLog).where(where).orderBy(desc(auditLog.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return { rows, total: total!.n };
}
