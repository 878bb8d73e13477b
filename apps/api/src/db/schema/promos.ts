import { promoCategories, promoCodeTypes } from '@pothik/domain';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { trips } from './trips';

const at = (name: string) => timestamp(name, { withTimezone: true });
const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

// A promo code and the fields the six fare rules read (DESIGN.md §6), named as packages/domain's
// PromoInput. `used_count` is counted in the accept transaction under the row's lock, so the total
// limit holds however many passengers accept at once.
export const promos = pgTable(
  'promos',
  {
    id: serial('id').primaryKey(),
    /** Stored in capitals; passengers may type it in any case. */
    code: text('code').notNull().unique(),
    titleEn: text('title_en').notNull(),
    titleBn: text('title_bn').notNull(),
    category: text('category', { enum: promoCategories }).notNull(),
    codeType: text('code_type', { enum: promoCodeTypes }).notNull(),
    /** Taka for fixed, percent for percentage. */
    promoCodeAmount: integer('promo_code_amount').notNull(),
    /** Cap on the discount; 0 means none. */
    upToAmount: integer('up_to_amount').notNull().default(0),
    actualAmount: integer('actual_amount').notNull().default(0),
    elevatedAmount: integer('elevated_amount').notNull().default(0),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at').notNull(),
    perUserLimit: integer('per_user_limit').notNull().default(1),
    /** Null: no limit. */
    totalLimit: integer('total_limit'),
    usedCount: integer('used_count').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('promos_category_check', sql`${t.category} in (${inList(promoCategories)})`),
    check('promos_code_type_check', sql`${t.codeType} in (${inList(promoCodeTypes)})`),
    check(
      'promos_amounts_check',
      sql`${t.promoCodeAmount} >= 0 and ${t.upToAmount} >= 0 and ${t.actualAmount} >= 0 and ${t.elevatedAmount} >= 0`,
    ),
    check('promos_window_check', sql`${t.startsAt} < ${t.endsAt}`),
    check(
      'promos_used_count_check',
      sql`${t.usedCount} >= 0 and (${t.totalLimit} is null or ${t.usedCount} <= ${t.totalLimit})`,
    ),
    check('promos_per_user_limit_check', sql`${t.perUserLimit} >= 1`),
  ],
);

// One row per trip a promo was applied to: counts the per-user limit, released if the trip is cancelled.
export const promoUsages = pgTable(
  'promo_usages',
  {
    id: serial('id').primaryKey(),
    promoId: integer('promo_id')
      .notNull()
      .references(() => promos.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tripId: integer('trip_id')
      .notNull()
      .unique()
      .references(() => trips.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('promo_usages_promo_user_idx').on(t.promoId, t.userId)],
);
