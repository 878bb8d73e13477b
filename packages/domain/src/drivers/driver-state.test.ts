import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canMoveDriver,
  driverMayBid,
  driverStates,
  driverStateTransitions,
  isConsistentDriverState,
  pauseReasons,
} from './driver-state';

describe('driver states', () => {
  it('lets only an active driver bid', () => {
    expect(driverStates.filter(driverMayBid)).toEqual(['active']);
  });

  it('reaches active from an applicant only through the table, and never moves a state to itself', () => {
    for (const from of driverStates) expect(canMoveDriver(from, from)).toBe(false);
    expect(canMoveDriver('applicant', 'documents_pending')).toBe(true);
    expect(canMoveDriver('documents_pending', 'active')).toBe(true);
    expect(canMoveDriver('active', 'paused')).toBe(true);
    expect(canMoveDriver('applicant', 'paused')).toBe(false);
    expect(canMoveDriver('suspended', 'paused')).toBe(false);
  });

  it('lets staff suspend from every state but suspended', () => {
    for (const from of driverStates) expect(canMoveDriver(from, 'suspended')).toBe(from !== 'suspended');
  });

  it('names only states of the table as targets', () => {
    fc.assert(
      fc.property(fc.constantFrom(...driverStates), (from) =>
        driverStateTransitions[from].every((to) => (driverStates as readonly string[]).includes(to)),
      ),
    );
  });

  it('gives a paused driver a reason and no one else', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...driverStates),
        fc.option(fc.constantFrom(...pauseReasons), { nil: null }),
        (state, reason) =>
          (isConsistentDriverState(state, reason) === (state === 'paused')) === (reason !== null),
      ),
    );
    expect(isConsistentDriverState('paused', 'expired_paper')).toBe(true);
    expect(isConsistentDriverState('active', 'expired_paper')).toBe(false);
  });
});
