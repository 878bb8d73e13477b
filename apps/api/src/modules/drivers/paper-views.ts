import {
  documentRejectReasons,
  driverDocumentKinds,
  driverDocumentReviews,
  driverStates,
  paperBlocks,
  pauseReasons,
} from '@pothik/domain';
import { z } from 'zod';
import { signedPictureUrl } from './paper-links';
import type { DriverDocumentRow } from './papers-repo';

// A paper as the driver and staff see it: its pictures as signed links minutes long, never a stored address.

const bilingual = z.object({ en: z.string(), bn: z.string() });

export const paperViewSchema = z.object({
  id: z.number().int(),
  kind: z.enum(driverDocumentKinds),
  number: z.string(),
  expires_at: z.string().nullable(),
  review: z.enum(driverDocumentReviews),
  reject_reason: z.string().nullable(),
  reject_text: bilingual.nullable().describe('the rejection reason in both languages'),
  pictures: z.array(z.string()).describe('signed links to the private pictures, valid for 5 minutes'),
  nid_check: z.record(z.string(), z.unknown()).nullable(),
  created_at: z.string(),
  reviewed_at: z.string().nullable(),
});
export type PaperView = z.infer<typeof paperViewSchema>;

export function toPaperView(
  doc: DriverDocumentRow,
  pictureIds: readonly number[],
  secret: string,
  now: Date,
): PaperView {
  const reason = doc.rejectReason as keyof typeof documentRejectReasons | null;
  return {
    id: doc.id,
    kind: doc.kind,
    number: doc.number,
    expires_at: doc.expiresAt?.toISOString() ?? null,
    review: doc.review,
    reject_reason: reason,
    reject_text: reason ? documentRejectReasons[reason] : null,
    pictures: pictureIds.map((id) => signedPictureUrl(secret, id, now)),
    nid_check: doc.nidCheck ?? null,
    created_at: doc.createdAt.toISOString(),
    reviewed_at: doc.reviewedAt?.toISOString() ?? null,
  };
}

export const myPapersSchema = z.object({
  data: z.object({
    state: z.enum(driverStates),
    paused_reason: z.enum(pauseReasons).nullable(),
    mandatory: z.array(z.enum(driverDocumentKinds)),
    blocking: z
      .object({ kind: z.enum(driverDocumentKinds), why: z.enum(paperBlocks) })
      .nullable()
      .describe('the first mandatory paper keeping the driver from bidding'),
    documents: z.array(paperViewSchema),
  }),
});
