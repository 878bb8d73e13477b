import type { DbOrTx } from '../../db/client';
import type { TripFacts } from './push-messages';
import type { PushTrip } from './trip-pushes';

/** A trip's bids so far: how many were placed, when the first was, and what is open now. */
export type BidsSoFar = { placed: number; firstAt: Date | null; open: number; lowest: number | null };

/**
 * What the pushes of trip events need to know of trips, bids and drivers, which are booking's and
 * drivers' tables: booking gives it (its index hands `tripPushes` these readers, and its plugin gives the
 * outbox's push channel the same), and push only sends.
 */
export type TripPushFacts = {
  /** The accounts of the approved, active drivers of a car type (a new trip's candidates). */
  driverAccounts(db: DbOrTx, carType: string): Promise<number[]>;
  /** The booked driver as a push names them, and the account their devices are under. */
  driver(
    db: DbOrTx,
    driverId: number,
  ): Promise<{ userId: number; name: string; carModel: string; plateNumber: string } | undefined>;
  bidsSoFar(db: DbOrTx, tripId: number, now: Date): Promise<BidsSoFar>;
  /** A trip as a digest of bids names it, with its status (a digest is sent only while it takes bids). */
  trip(db: DbOrTx, tripId: number): Promise<(TripFacts & { status: string }) | undefined>;
  /** Trips as their pushes need them (the expiry job knows only their ids). */
  trips(db: DbOrTx, tripIds: readonly number[]): Promise<PushTrip[]>;
};
