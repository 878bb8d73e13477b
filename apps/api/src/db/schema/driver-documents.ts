import { documentRejectReasonKeys, driverDocumentKinds, driverDocumentReviews } from '@pothik/domain';
import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { drivers } from './drivers';
import { staffAccounts } from './staff';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A driver's paper (DESIGN.md §17): its kind, number and expiry, the private pictures (kept in
 * driver_document_pictures, never in the public storage: served only through short-lived signed links), and staff's review. A renewal
 * is a new row beside the approved one; bidding asks for one approved, unexpired row per mandatory kind.
 */
export const driverDocuments = pgTable(
  'driver_documents',
  {
    id: serial('id').primaryKey(),
    driverId: integer('driver_id')
      .notNull()
      .references(() => drivers.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: driverDocumentKinds }).notNull(),
    number: text('number').notNull(),
    /** End of validity; null for a paper that does not lapse (NID, car photo). */
    expiresAt: at('expires_at'),
    review: text('review', { enum: driverDocumentReviews }).notNull().default('pending'),
    rejectReason: text('reject_reason', { enum: documentRejectReasonKeys as [string, ...string[]] }),
    reviewedBy: integer('reviewed_by').references(() => staffAccounts.id, { onDelete: 'set null' }),
    reviewedAt: at('reviewed_at'),
    /** The smallest expiry reminder sent so far (30, 7 or 1 days): each threshold once. */
    remindedDays: smallint('reminded_days'),
    /** The paper's expiry was acted on (the driver paused), once. */
    expiryNoticedAt: at('expiry_noticed_at'),
    /** The NID check's answer (modules/drivers nid-check), shown beside the paper in the console. */
    nidCheck: jsonb('nid_check').$type<Record<string, unknown>>(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('driver_documents_driver_idx').on(t.driverId, t.kind),
    index('driver_documents_review_idx').on(t.createdAt).where(sql`${t.review} = 'pending'`),
    index('driver_documents_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.review} = 'approved' and ${t.expiresAt} is not null and ${t.expiryNoticedAt} is null`),
    check(
      'driver_documents_kind_check',
      sql`${t.kind} in ('nid_front', 'nid_back', 'driving_licence', 'vehicle_registration', 'fitness_certificate', 'tax_token', 'insurance', 'route_permit', 'car_photo')`,
    ),
    check('driver_documents_review_check', sql`${t.review} in ('pending', 'approved', 'rejected')`),
    check('driver_documents_reject_check', sql`(${t.review} = 'rejected') = (${t.rejectReason} is not null)`),
    check('driver_documents_reminded_check', sql`${t.remindedDays} in (30, 7, 1)`),
  ],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * A paper's pictures, re-encoded by the safe upload path (lib/picture-upload) and kept in the database
 * rather than the public storage: nothing serves them but the signed, private route, and they go with
 * the paper (retention deletes the paper, the cascade its pictures).
 */
export const driverDocumentPictures = pgTable(
  'driver_document_pictures',
  {
    id: serial('id').primaryKey(),
    documentId: integer('document_id')
      .notNull()
      .references(() => driverDocuments.id, { onDelete: 'cascade' }),
    /** 0 the front or only side, 1 the next. */
    position: smallint('position').notNull(),
    body: bytea('body').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('driver_document_pictures_document_idx').on(t.documentId, t.position)],
);
