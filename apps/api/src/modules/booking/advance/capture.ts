import { inTransaction } from '../../../db/changes/changes';
import type { DbOrTx } from '../../../db/client';
import { AppError } from '../../../lib/errors';
import { lockDriverForBooking } from '../../drivers';
import type { CaptureHandler, PaymentRow } from '../../payments';
import { confirmBooking } from '../bids/confirm-booking';
import { busyWindow, windowsOverlap } from '../bids/trip-window';
import { listBookedTripsOfDriver, lockTrip } from '../trips/repo';
import { announceTripEvents } from '../trips/trip-event-channel';
import type { TripSmsSettings } from '../trips/trip-sms';
import { endHold, findAwaitingHold } from './holds-repo';

/**
 * An advance the gateway captured, in the settling transaction (payments/payment-service.ts): the hold it
 * was paid for books the trip, once. False (the payments module then refunds it all) when nothing awaits
 * it any more: the hold lapsed or was released, the trip moved on, or the driver was booked meanwhile.
 */
export function advanceCaptured(sms: TripSmsSettings): CaptureHandler {
  return async (tx: DbOrTx, payment: PaymentRow, now: Date) => {
    if (payment.tripId === null) return false;
    const seen = await findAwaitingHold(tx, payment.tripId);
    if (!seen || seen.advance !== payment.amount) return false;
    // The booking's lock order: the driver, then the trip, then the hold.
    await lockDriverForBooking(tx, seen.driverId);
    const trip = await lockTrip(tx, payment.tripId, 'update');
    const hold = await findAwaitingHold(tx, payment.tripId, true);
    if (trip?.status !== 'requested' || hold?.id !== seen.id) return false;
    const booked = await listBookedTripsOfDriver(tx, hold.driverId, trip.id);
    if (booked.some((b) => windowsOverlap(busyWindow(b), busyWindow(trip)))) return false;
    try {
      // A savepoint: a booking refused after all (the bid withdrawn or expired meanwhile) changes nothing.
      return await inTransaction(tx, async (sp) => {
        await endHold(sp, hold.id, 'paid', now);
        const { events } = await confirmBooking(sp, {
          trip,
          passengerId: hold.passengerId,
          bidId: hold.bidId,
          fare: hold.fare,
          now,
          sms,
          isHeld: true,
        });
        // Sent by PostgreSQL when the settling transaction commits, to every API process.
        await announceTripEvents(sp, events);
        return true;
      });
    } catch (err) {
      if (err instanceof AppError) return false;
      throw err;
    }
  };
}
