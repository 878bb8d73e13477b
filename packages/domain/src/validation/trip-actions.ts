import { z } from 'zod';
import { idSchema, optionalText, ratingSchema } from './fields';
import { validationMessage as msg } from './messages';
import { promoCodePattern } from './promo-code-rule';

/** POST /user/accept-bid. */
export const acceptBidSchema = z.object({
  trip_id: idSchema(),
  bid_id: idSchema(),
  promo_code: z
    .string({ error: msg('promoCodeInvalid') })
    .trim()
    .max(32, { error: msg('promoCodeInvalid'), abort: true })
    .regex(promoCodePattern, { error: msg('promoCodeInvalid') })
    .optional(),
});
export type AcceptBid = z.infer<typeof acceptBidSchema>;

/** POST /user/trips/cancelled and POST /user/trip-cancel-request take the same body. */
export const cancelTripSchema = z.object({
  trip_id: idSchema(),
  reason_id: idSchema('reasonRequired'),
  note: optionalText(),
});
export type CancelTrip = z.infer<typeof cancelTripSchema>;

export const checkActions = ['check_in', 'check_out'] as const;
export type CheckAction = (typeof checkActions)[number];

/**
 * POST /user/check-in-out: confirmed → started → completed. A check-in names the 4-digit trip code the
 * driver's app shows (trip-progress/trip-code.ts); a missing or wrong one is refused by the API, which
 * counts it, rather than here, so the attempts left come back with the refusal.
 */
export const checkInOutSchema = z.object({
  trip_id: idSchema(),
  action: z.enum(checkActions, { error: msg('checkActionInvalid') }),
  trip_code: z
    .string({ error: msg('tripCodeRequired') })
    .trim()
    .max(8, { error: msg('tripCodeRequired') })
    .optional(),
});
export type CheckInOut = z.infer<typeof checkInOutSchema>;

/** POST /user/get-driver-review. */
export const driverReviewQuerySchema = z.object({ driver_id: idSchema() });
export type DriverReviewQuery = z.infer<typeof driverReviewQuerySchema>;

/** POST /user/trips/{id}/review. */
export const tripReviewSchema = z.object({ rating: ratingSchema, comment: optionalText(1000) });
export type TripReview = z.infer<typeof tripReviewSchema>;
