import { messageCatalogue } from '@pothik/domain';
import { AppError, refuse } from '../../../lib/errors';

export const bidRefusals = {
  tripNotOpen: () => refuse('tripNotOpen'),
  noPassengerOffer: () => refuse('noPassengerOffer'),
  driverBooked: () => refuse('driverBooked'),
  bidNotFound: () => refuse('bidNotFound', 404),
  notWithdrawable: () => refuse('bidNotWithdrawable'),
  unavailable: () => refuse('bidUnavailable'),
  tripChanged: () => refuse('tripStatusConflict'),
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

/**
 * PostgreSQL's unique_violation on the named index. Drizzle wraps the driver's error in `cause`;
 * node-postgres and PGlite both set `code` and `constraint` on it.
 */
export function isUniqueViolation(err: unknown, constraint: string): boolean {
  let e: unknown = err;
  for (let depth = 0; e !== null && typeof e === 'object' && depth < 5; depth += 1) {
    const { code, constraint: name, cause } = e as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (code === '23505' && name === constraint) return true;
    e = cause;
  }
  return false;
}
