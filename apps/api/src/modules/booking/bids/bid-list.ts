import { calculateFees, type PassengerBid } from '@pothik/domain';
import type { DbOrTx } from '../../../db/client';
import { toDriverCard } from '../../drivers';
import { getPricingSettings } from '../../settings';
import { reliabilityOfDrivers, toReliabilityView } from '../reliability/reliability-warning';
import { findTripOfPassenger } from '../trips/repo';
import { tripNotFound } from '../trips/trip-errors';
import { fareOfBid } from './bid-view';
import { listLiveBidsOfTrip } from './repo';

/**
 * GET /user/bid-list/{tripId}: the passenger's trip and its active, unexpired bids, cheapest first,
 * each with the fees it would add (the web adds a promo with the same calculateFare the API uses).
 */
export async function listBidsForPassenger(
  db: DbOrTx,
  { passengerId, tripId, now }: { passengerId: number; tripId: number; now: Date },
) {
  const trip = await findTripOfPassenger(db, tripId, passengerId);
  if (!trip) throw tripNotFound();
  // Bids are only on offer while the trip is requested; afterwards the list is empty.
  const rows = trip.status === 'requested' ? await listLiveBidsOfTrip(db, trip.id, now) : [];
  const settings = await getPricingSettings(db);
  const reliability = await reliabilityOfDrivers(db, [...new Set(rows.map((r) => r.driver.id))], now);
  const bids: PassengerBid[] = rows.map(({ bid, driver }) => {
    const fare = fareOfBid(bid);
    const fees = calculateFees(fare, settings);
    return {
      id: bid.id,
      driver_fare: bid.driverFare,
      bid_amount: bid.bidAmount,
      fare,
      ...fees,
      total: fare + fees.insurance_fee + fees.platform_fee,
      expires_at: bid.expiresAt.toISOString(),
      created_at: bid.createdAt.toISOString(),
      driver: toDriverCard(driver),
      reliability: toReliabilityView(reliability.get(driver.id)!),
    };
  });
  return {
    trip_id: trip.id,
    status: trip.status,
    pickup_at: trip.pickupAt.toISOString(),
    bid_amount: trip.bidAmount,
    bids,
  };
}
