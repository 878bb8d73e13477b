import { z } from 'zod';
import { idSchema, takaAmountSchema } from './fields';
import { validationMessage as msg } from './messages';

/** POST /driver/bids: a driver names a fare, or agrees to the passenger's own offer. */
export const driverBidSchema = z.union(
  [
    z.object({ trip_id: idSchema(), driver_fare: takaAmountSchema }),
    z.object({ trip_id: idSchema(), accept_offer: z.literal(true) }),
  ],
  { error: msg('amountInvalid') },
);
export type DriverBid = z.infer<typeof driverBidSchema>;
