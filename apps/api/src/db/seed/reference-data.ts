import {
  contentPageKeys,
  defaultPricingSettings,
  carTypes as domainCarTypes,
  cancellationReasons as domainReasons,
} from '@pothik/domain';
import type { DbOrTx } from '../client';
import { cancellationReasons, carTypes, contentPages, settings } from '../schema/index';

// Idempotent: inserts what is missing and never overwrites what an admin has edited since.
export async function seedReferenceData(db: DbOrTx) {
  await db
    .insert(carTypes)
    .values(
      domainCarTypes.map((c, i) => ({
        key: c.key,
        nameEn: c.name_en,
        nameBn: c.name_bn,
        seats: c.seats,
        image: `/images/cars/${c.key}.svg`,
        sortOrder: i,
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(cancellationReasons)
    .values(domainReasons.map((r, i) => ({ key: r.key, textEn: r.text_en, textBn: r.text_bn, sortOrder: i })))
    .onConflictDoNothing();
  await db
    .insert(settings)
    .values([
      { key: 'high_demand', value: { status: 0, message_en: '', message_bn: '' } },
      { key: 'pricing', value: defaultPricingSettings },
    ])
    .onConflictDoNothing();
}

/**
 * The about, terms and privacy pages exist once each (the console edits them, never adds one): any not
 * there yet starts empty, and the site says it is being written until staff write it.
 */
export async function seedEmptyPages(db: DbOrTx) {
  await db
    .insert(contentPages)
    .values(contentPageKeys.map((key) => ({ key, titleEn: '', titleBn: '', bodyEn: '', bodyBn: '' })))
    .onConflictDoNothing();
}
