// DESIGN.md §17: every state of a driver in one table, with the moves allowed between them (as trips'
// statuses are). Only an `active` driver bids; a paused driver says why.

export const driverStates = ['applicant', 'documents_pending', 'active', 'paused', 'suspended'] as const;
export type DriverState = (typeof driverStates)[number];

/** Why bidding is paused: a mandatory paper expired, the subscription is unpaid, or reliability fell. */
export const pauseReasons = ['expired_paper', 'unpaid_subscription', 'reliability'] as const;
export type PauseReason = (typeof pauseReasons)[number];

/**
 * The allowed moves. An applicant uploads papers (documents_pending); staff approving the last mandatory
 * one makes the driver active; an expired paper, an unpaid subscription or poor reliability pauses them;
 * renewing brings them back (or back to review when a paper is sent again). Staff may suspend from any
 * state and lift a suspension back to review.
 */
export const driverStateTransitions: Readonly<Record<DriverState, readonly DriverState[]>> = {
  applicant: ['documents_pending', 'active', 'suspended'],
  documents_pending: ['applicant', 'active', 'suspended'],
  active: ['documents_pending', 'paused', 'suspended'],
  paused: ['active', 'documents_pending', 'suspended'],
  suspended: ['documents_pending', 'active'],
};

export function canMoveDriver(from: DriverState, to: DriverState): boolean {
  return driverStateTransitions[from].includes(to);
}

/** Only an active driver places bids. */
export const driverMayBid = (state: DriverState) => state === 'active';

/** A paused state carries its reason; no other state does. */
export function isConsistentDriverState(state: DriverState, reason: PauseReason | null): boolean {
  return state === 'paused' ? reason !== null : reason === null;
}
