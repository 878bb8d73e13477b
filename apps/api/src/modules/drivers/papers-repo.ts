import type { DriverDocumentKind } from '@pothik/domain';
import { and, asc, desc, eq, inArray, isNotNull, isNull, lt, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { approvedPaperValues } from '../../db/factories/driver-papers';
import { driverDocumentPictures, driverDocuments, drivers, users } from '../../db/schema/index';

export type DriverDocumentRow = typeof driverDocuments.$inferSelect;
export type NewDriverDocument = typeof driverDocuments.$inferInsert;

export async function insertDocument(tx: DbOrTx, values: NewDriverDocument, pictures: Buffer[]) {
  const [row] = await tx.insert(driverDocuments).values(values).returning();
  if (pictures.length > 0) {
    await tx.insert(driverDocumentPictures).values(
      pictures.map((body, position) => ({
        documentId: row!.id,
        position,
        body,
        createdAt: values.createdAt,
      })),
    );
  }
  return row!;
}

/** Every mandatory paper of the driver's car type, approved: for a driver who bids from the start. */
export async function insertApprovedPapers(db: DbOrTx, driver: { id: number; carType: string }, now: Date) {
  await db.insert(driverDocuments).values(approvedPaperValues(driver, now));
}

/** The driver's papers, newest first. */
export function listDocumentsOfDriver(db: DbOrTx, driverId: number) {
  return db
    .select()
    .from(driverDocuments)
    .where(eq(driverDocuments.driverId, driverId))
    .orderBy(desc(driverDocuments.createdAt), desc(driverDocuments.id));
}

/** The ids of each paper's pictures, in order, for the signed links. */
export async function pictureIdsOf(db: DbOrTx, documentIds: readonly number[]) {
  if (documentIds.length === 0) return new Map<number, number[]>();
  const rows = await db
    .select({ id: driverDocumentPictures.id, documentId: driverDocumentPictures.documentId })
    .from(driverDocumentPictures)
    .where(inArray(driverDocumentPictures.documentId, [...documentIds]))
    .orderBy(asc(driverDocumentPictures.position));
  const byDocument = new Map<number, number[]>();
  for (const row of rows) byDocument.set(row.documentId, [...(byDocument.get(row.documentId) ?? []), row.id]);
  return byDocument;
}

export async function findPicture(db: DbOrTx, pictureId: number) {
  const rows = await db
    .select({ body: driverDocumentPictures.body })
    .from(driverDocumentPictures)
    .where(eq(driverDocumentPictures.id, pictureId))
    .limit(1);
  return rows[0];
}

export async function findDocument(db: DbOrTx, id: number) {
  const rows = await db.select().from(driverDocuments).where(eq(driverDocuments.id, id)).limit(1);
  return rows[0];
}

export async function lockDocument(tx: DbOrTx, id: number) {
  const rows = await tx.select().from(driverDocuments).where(eq(driverDocuments.id, id)).for('update');
  return rows[0];
}

export async function updateDocument(tx: DbOrTx, id: number, values: Partial<NewDriverDocument>) {
  const [row] = await tx.update(driverDocuments).set(values).where(eq(driverDocuments.id, id)).returning();
  return row!;
}

/** Papers waiting for staff, oldest first, with their driver's name and mobile. */
export async function listPendingDocuments(db: DbOrTx, { offset, limit }: { offset: number; limit: number }) {
  const where = eq(driverDocuments.review, 'pending');
  const [rows, [total]] = await Promise.all([
    db
      .select({
        document: driverDocuments,
        driverName: drivers.name,
        carType: drivers.carType,
        mobile: users.mobile,
      })
      .from(driverDocuments)
      .innerJoin(drivers, eq(drivers.id, driverDocuments.driverId))
      .innerJoin(users, eq(users.id, drivers.userId))
      .where(where)
      .orderBy(asc(driverDocuments.createdAt), asc(driverDocuments.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: sql<number>`count(*)::int` }).from(driverDocuments).where(where),
  ]);
  return { rows, total: Number(total!.n) };
}

/**
 * Approved, lapsing papers whose expiry is within `horizon` and not yet acted on: the expiry job's rows
 * (read without a lock; each is then locked after its driver, the order every paper change takes).
 */
export function dueDocuments(db: DbOrTx, horizon: Date, limit: number) {
  return db
    .select({ id: driverDocuments.id, driverId: driverDocuments.driverId })
    .from(driverDocuments)
    .where(
      and(
        eq(driverDocuments.review, 'approved'),
        isNotNull(driverDocuments.expiresAt),
        isNull(driverDocuments.expiryNoticedAt),
        lte(driverDocuments.expiresAt, horizon),
      ),
    )
    .orderBy(asc(driverDocuments.expiresAt), asc(driverDocuments.id))
    .limit(limit);
}

/** Another approved paper of the kind valid past `now` (a renewal): the old one's expiry is no news. */
export async function hasValidRenewal(db: DbOrTx, doc: DriverDocumentRow, now: Date) {
  const rows = await db
    .select({ id: driverDocuments.id })
    .from(driverDocuments)
    .where(
      and(
        eq(driverDocuments.driverId, doc.driverId),
        eq(driverDocuments.kind, doc.kind as DriverDocumentKind),
        eq(driverDocuments.review, 'approved'),
        sql`${driverDocuments.id} <> ${doc.id}`,
        sql`(${driverDocuments.expiresAt} is null or ${driverDocuments.expiresAt} > ${now})`,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Removes the papers of drivers who left before `leftBefore` (the retention setting). */
export async function deletePapersOfLeftDrivers(tx: DbOrTx, leftBefore: Date) {
  const left = tx
    .select({ id: drivers.id })
    .from(drivers)
    .where(and(eq(drivers.state, 'suspended'), isNotNull(drivers.leftAt), lt(drivers.leftAt, leftBefore)));
  const removed = await tx
    .delete(driverDocuments)
    .where(inArray(driverDocuments.driverId, left))
    .returning({ id: driverDocuments.id });
  return removed.length;
}

/** Whom a driver's paper news goes to: their account, mobile and language. */
export async function driverRecipient(db: DbOrTx, driverId: number) {
  const rows = await db
    .select({ userId: users.id, mobile: users.mobile, lang: users.lang })
    .from(drivers)
    .innerJoin(users, eq(users.id, drivers.userId))
    .where(eq(drivers.id, driverId))
    .limit(1);
  return rows[0];
}
