import {
  type DocumentRejectReason,
  type DriverDocumentKind,
  type Lang,
  mandatoryDocumentKinds,
} from '@pothik/domain';
import type { DbOrTx } from '../../db/client';
import { refuse } from '../../lib/errors';
import { tellDriverOfPaper } from './paper-notices';
import { settleDriverState } from './papers';
import {
  type DriverDocumentRow,
  driverRecipient,
  findDocument,
  insertDocument,
  listPendingDocuments,
  lockDocument,
  pictureIdsOf,
  updateDocument,
} from './papers-repo';
import { lockDriver } from './repo';

// A driver's paper from upload to review (DESIGN.md §17). Each change is one transaction that locks the
// driver, then the paper, and checks where they stand; the driver's state follows their papers there.

export type NewPaper = {
  kind: DriverDocumentKind;
  number: string;
  expiresAt: Date | null;
  picture: Buffer;
  nidCheck?: Record<string, unknown> | null;
};

/** The driver's new paper, waiting for staff; an applicant with papers becomes documents_pending. */
export async function uploadPaper(tx: DbOrTx, driverId: number, paper: NewPaper, now: Date) {
  const driver = await lockDriver(tx, driverId);
  if (!driver) throw refuse('driverProfileMissing', 403);
  const row = await insertDocument(
    tx,
    {
      driverId,
      kind: paper.kind,
      number: paper.number,
      expiresAt: paper.expiresAt,
      nidCheck: paper.nidCheck ?? null,
      review: 'pending',
      createdAt: now,
      updatedAt: now,
    },
    [paper.picture],
  );
  await settleDriverState(tx, driver, now);
  return row;
}

export type PaperReview = { review: 'approved' } | { review: 'rejected'; reason: DocumentRejectReason };

/**
 * Staff's decision on a pending paper: the driver is told by SMS and push, and their state follows
 * (approving the last mandatory paper makes them active). 404 for no such paper, 409 for one already
 * reviewed. The paper before and after, and the driver after.
 */
export async function reviewPaper(
  tx: DbOrTx,
  input: {
    documentId: number;
    decision: PaperReview;
    staffId: number;
    brand: Record<Lang, string>;
    now: Date;
  },
) {
  const { documentId, decision, staffId, brand, now } = input;
  const peek = await findDocument(tx, documentId);
  if (!peek) throw refuse('documentNotFound', 404);
  // Driver first, then the paper: the order every change of a driver's papers takes.
  const driver = await lockDriver(tx, peek.driverId);
  const before = (await lockDocument(tx, documentId)) as DriverDocumentRow;
  if (before.review !== 'pending') throw refuse('documentAlreadyReviewed', 409);
  const after = await updateDocument(tx, documentId, {
    review: decision.review,
    rejectReason: decision.review === 'rejected' ? decision.reason : null,
    reviewedBy: staffId,
    reviewedAt: now,
    updatedAt: now,
  });
  const settled = await settleDriverState(tx, driver!, now);
  const to = await driverRecipient(tx, before.driverId);
  if (to) {
    const news =
      decision.review === 'approved'
        ? {
            what: 'approved' as const,
            kind: after.kind,
            active: settled.changed && settled.driver.state === 'active',
          }
        : { what: 'rejected' as const, kind: after.kind, reason: decision.reason };
    await tellDriverOfPaper(tx, to, news, { eventKey: `paper:${after.id}:${decision.review}`, brand, now });
  }
  return { before, after, driver: settled.driver };
}

/** The papers a driver of this car type must have, for the driver's screen and the console. */
export const mandatoryPapersOf = (carType: string) => mandatoryDocumentKinds(carType);

/** Papers waiting for staff, oldest first, with their driver (the console's queue). */
export const pendingPapersForConsole = (db: DbOrTx, page: { offset: number; limit: number }) =>
  listPendingDocuments(db, page);

/** The ids of each paper's pictures, in order, to sign links to. */
export const paperPictureIds = (db: DbOrTx, documentIds: readonly number[]) => pictureIdsOf(db, documentIds);

export type { DriverDocumentRow } from './papers-repo';
