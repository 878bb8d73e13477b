import type { DbOrTx } from '../../db/client';
import { type DriverRow, lockDriver, lockDriversInOrder } from './repo';

// Locking a driver for a booking, the one order every booking change follows: driver, then trip, then
// bids. A driver's bookings are so decided one at a time (no driver is confirmed on two overlapping trips).

/** Takes the driver's row lock for the rest of the transaction, before any trip; the driver as locked. */
export function lockDriverForBooking(tx: DbOrTx, driverId: number): Promise<DriverRow | undefined> {
  return lockDriver(tx, driverId);
}

/**
 * Locks these drivers in id order before any trip is locked: bidding for several drivers in one
 * transaction (the demo fleet's round) never deadlocks with their own bids and accepts.
 */
export function lockDriversForBooking(tx: DbOrTx, driverIds: readonly number[]): Promise<void> {
  return lockDriversInOrder(tx, driverIds);
}
