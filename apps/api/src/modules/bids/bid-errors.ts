import { AppError, badRequest } from '../../lib/errors';

export const bidRefusals = {
  tripNotOpen: () => badRequest('This trip is no longer taking bids.', 'tripNotOpen'),
  noPassengerOffer: () => badRequest('This trip has no passenger offer to accept.', 'noPassengerOffer'),
  driverBooked: () => badRequest('You are already booked for another trip at that time.', 'driverBooked'),
  bidNotFound: () => new AppError(404, 'Bid not found.', 'bidNotFound'),
  notWithdrawable: () => badRequest('This bid can no longer be withdrawn.', 'bidNotWithdrawable'),
  unavailable: () => badRequest('This bid is no longer available.', 'bidUnavailable'),
  tripChanged: () => badRequest('This trip cannot do that in its current status.', 'tripStatusConflict'),
};

/**
 * The accepted bid's driver is booked on an overlapping trip (DESIGN.md §8). Thrown inside the accept
 * transaction, which rolls back; the caller then rejects the driver's overlapping bids in a
 * transaction of its own, so the refusal and that clean-up both hold.
 */
export class DriverUnavailableError extends AppError {
  constructor(readonly driverId: number) {
    super(400, 'This driver is already booked at that time.', 'driverUnavailable');
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
