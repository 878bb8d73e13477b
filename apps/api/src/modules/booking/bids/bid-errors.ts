import { messageCatalogue } from '@pothik/domain';
import { AppError, refuse } from '../../../lib/errors';
import { pgErrorOf, UNIQUE_VIOLATION } from '../../../lib/pg-error';

export const bidRefusals = {
  tripNotOpen: () => refuse('tripNotOpen'),
  noPassengerOffer: () => refuse('noPassengerOffer'),
  driverBooked: () => refuse('driverBooked'),
  bidNotFound: () => refuse('bidNotFound', 404),
  notWithdrawable: () => refuse('bidNotWithdrawable'),
  unavailable: () => refuse('bidUnavailable'),
  tripChanged: () => refuse('tripStatusConflict'),
  gaveTripBack: () => refuse('bidAfterGivingBack'),
};

/**
 * The accepted bid's driver is booked on an overlapping trip (DESIGN.md §8). Thrown inside the accept
 * transaction, which rolls back; the caller then rejects the driver's overlapping bids in a
 * transaction of its own, so the refusal and that clean-up both hold.
 */
export class DriverUnavailableError extends AppError {
  constructor(readonly driverId: number) {
    super(400, messageCatalogue.driverUnavailable.en, 'driverUnavailable');
  }
}

/** PostgreSQL's unique_violation on the named index. */
export function isUniqueViolation(err: unknown, constraint: string): boolean {
  const pg = pgErrorOf(err);
  return pg?.code === UNIQUE_VIOLATION && pg.constraint === constraint;
}
