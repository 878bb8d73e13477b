import type { DbOrTx } from '../client';
import { promos } from '../schema/index';

type NewPromo = typeof promos.$inferInsert;

const window = { startsAt: new Date('2025-01-01T00:00:00Z'), endsAt: new Date('2030-12-31T18:00:00Z') };

// One promo per fare rule of DESIGN.md §6 (1–6 in order), with the worked examples' figures.
const rules: Omit<NewPromo, 'startsAt' | 'endsAt'>[] = [
  {
    code: 'ELEVATE400',
    titleEn: 'Up to ৳400 extra value',
    titleBn: '৪০০ টাকা পর্যন্ত বাড়তি সুবিধা',
    category: 'elevated',
    codeType: 'fixed',
    promoCodeAmount: 500,
    upToAmount: 400,
  },
  {
    code: 'BOOST10',
    titleEn: '10% boost, up to ৳250',
    titleBn: '১০% বুস্ট, সর্বোচ্চ ২৫০ টাকা',
    category: 'elevated',
    codeType: 'percentage',
    promoCodeAmount: 10,
    upToAmount: 250,
  },
  {
    code: 'EID200',
    titleEn: 'Eid offer: ৳200 off',
    titleBn: 'ঈদ অফার: ২০০ টাকা ছাড়',
    category: 'actual+elevated',
    codeType: 'fixed',
    promoCodeAmount: 0,
    actualAmount: 200,
    elevatedAmount: 300,
  },
  {
    code: 'SAVE5',
    titleEn: 'Save 5% on your ride',
    titleBn: 'আপনার যাত্রায় ৫% সাশ্রয়',
    category: 'actual+elevated',
    codeType: 'percentage',
    promoCodeAmount: 0,
    actualAmount: 5,
    elevatedAmount: 10,
  },
  {
    code: 'FLAT300',
    titleEn: 'Flat ৳300 off',
    titleBn: 'সরাসরি ৩০০ টাকা ছাড়',
    category: 'other',
    codeType: 'fixed',
    promoCodeAmount: 500,
    upToAmount: 300,
  },
  {
    code: 'TAKE10',
    titleEn: '10% off, up to ৳250',
    titleBn: '১০% ছাড়, সর্বোচ্চ ২৫০ টাকা',
    category: 'other',
    codeType: 'percentage',
    promoCodeAmount: 10,
    upToAmount: 250,
  },
];

export const demoPromos: readonly NewPromo[] = rules.map((p) => ({ ...p, ...window, perUserLimit: 3 }));

/** Idempotent: adds the demo promos that are missing; an admin's edits to existing ones stay. */
export async function seedDemoPromos(db: DbOrTx) {
  await db
    .insert(promos)
    .values([...demoPromos])
    .onConflictDoNothing({ target: promos.code });
}
