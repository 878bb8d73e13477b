import type { PromoInput, PromoView } from '@pothik/domain';
import type { DbOrTx } from '../../db/client';
import { refuse } from '../../lib/errors';
import {
  countUsesByUser,
  countUsesByUserOf,
  deleteUseOfTrip,
  listPromosOpenAt,
  lockPromoByCode,
  type PromoRow,
  recordUse,
} from './repo';

// 400, not 422: the field is well formed; the code is refused by a rule.
const promoRefusals = {
  unknown: () => refuse('promoInvalid'),
  notNow: () => refuse('promoNotActiveNow'),
  usedUp: () => refuse('promoUsedUp'),
  userLimit: () => refuse('promoUserLimitReached'),
};

const isInWindow = (promo: PromoRow, now: Date) =>
  promo.startsAt.getTime() <= now.getTime() && now.getTime() < promo.endsAt.getTime();

/** The promo as calculateFare reads it. */
export function toPromoInput(promo: PromoRow): PromoInput {
  return {
    promo_category: promo.category,
    promo_code_type: promo.codeType,
    promo_code_amount: promo.promoCodeAmount,
    up_to_amount: promo.upToAmount,
    actual_amount: promo.actualAmount,
    elevated_amount: promo.elevatedAmount,
  };
}

function usesLeft(promo: PromoRow, usedByUser: number) {
  const userLeft = promo.perUserLimit - usedByUser;
  return promo.totalLimit === null ? userLeft : Math.min(userLeft, promo.totalLimit - promo.usedCount);
}

/**
 * Validates the code at accept time (DESIGN.md §5: a listed promo is checked again) and counts the
 * use, in the accept's transaction and under the promo's row lock.
 */
export async function claimPromo(
  tx: DbOrTx,
  { code, userId, tripId, now }: { code: string; userId: number; tripId: number; now: Date },
): Promise<PromoRow> {
  const promo = await lockPromoByCode(tx, code);
  if (!promo?.isActive) throw promoRefusals.unknown();
  if (!isInWindow(promo, now)) throw promoRefusals.notNow();
  if (promo.totalLimit !== null && promo.usedCount >= promo.totalLimit) throw promoRefusals.usedUp();
  if ((await countUsesByUser(tx, promo.id, userId)) >= promo.perUserLimit) throw promoRefusals.userLimit();
  await recordUse(tx, { promoId: promo.id, userId, tripId, now });
  return promo;
}

/** A confirmed trip was cancelled: its promo use no longer counts against the limits. */
export async function releasePromoUse(tx: DbOrTx, tripId: number) {
  await deleteUseOfTrip(tx, tripId);
}

/** GET /user/promos: active, in their window, with uses left for this passenger and in total. */
export async function listUsablePromos(db: DbOrTx, userId: number, now: Date): Promise<PromoView[]> {
  const open = await listPromosOpenAt(db, now);
  const used = await countUsesByUserOf(
    db,
    userId,
    open.map((p) => p.id),
  );
  return open
    .map((promo) => ({ promo, left: usesLeft(promo, used.get(promo.id) ?? 0) }))
    .filter(({ left }) => left > 0)
    .map(({ promo, left }) => ({
      id: promo.id,
      code: promo.code,
      title_en: promo.titleEn,
      title_bn: promo.titleBn,
      promo_category: promo.category,
      promo_code_type: promo.codeType,
      promo_code_amount: promo.promoCodeAmount,
      up_to_amount: promo.upToAmount,
      actual_amount: promo.actualAmount,
      elevated_amount: promo.elevatedAmount,
      starts_at: promo.startsAt.toISOString(),
      ends_at: promo.endsAt.toISOString(),
      uses_left: left,
    }));
}

// The staff console's promo editing (admins): the six rules are the same fields as the seed's.
