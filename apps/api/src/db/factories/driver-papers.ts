import { type DriverDocumentKind, documentHasExpiry, mandatoryDocumentKinds } from '@pothik/domain';
import type { driverDocuments } from '../schema/index';

const DAY_MS = 86_400_000;

/**
 * A driver's mandatory papers, each approved (DESIGN.md §17), for drivers who bid from the start: the
 * demo fleet, the dev tools' drivers and tests'. Numbers look like Bangladesh's; each lapsing paper
 * expires when `expiryOf` says (a year ahead unless told). No pictures: nothing of a real person's.
 */
export function approvedPaperValues(
  driver: { id: number; carType: string },
  now: Date,
  expiryOf: (kind: DriverDocumentKind, index: number) => Date = () => new Date(now.getTime() + 365 * DAY_MS),
): (typeof driverDocuments.$inferInsert)[] {
  return mandatoryDocumentKinds(driver.carType).map((kind, k) => ({
    driverId: driver.id,
    kind,
    number: `${kind === 'nid_front' || kind === 'nid_back' ? '19' : 'DK-'}${String(driver.id * 7919 + k * 104_729).padStart(8, '0')}`,
    expiresAt: documentHasExpiry(kind) ? expiryOf(kind, k) : null,
    review: 'approved' as const,
    reviewedAt: now,
    createdAt: now,
    updatedAt: now,
  }));
}
