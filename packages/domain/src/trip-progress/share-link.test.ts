import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tripStatuses } from '../reference/trip-status';
import { SHARE_LINK_AFTER_CHECKOUT_MS, shareLinkAlive, shareLinkExpiresAt } from './share-link';

const checkedOutAt = new Date('2026-11-29T10:00:00Z');
const hoursAfter = (hours: number) => new Date(checkedOutAt.getTime() + hours * 3_600_000);

describe('shareLinkAlive', () => {
  it('lives from confirmation through the trip, and for no other unfinished status', () => {
    const now = hoursAfter(-5);
    expect(
      Object.fromEntries(tripStatuses.map((status) => [status, shareLinkAlive({ status }, now)])),
    ).toEqual({
      requested: false,
      confirmed: true,
      cancel_requested: true,
      started: true,
      completed: false,
      cancelled: false,
      expired: false,
    });
  });

  it('dies 24 h after check-out, to the millisecond', () => {
    const trip = { status: 'completed' as const, checkedOutAt };
    expect(shareLinkAlive(trip, hoursAfter(0))).toBe(true);
    expect(shareLinkAlive(trip, new Date(hoursAfter(24).getTime() - 1))).toBe(true);
    expect(shareLinkAlive(trip, hoursAfter(24))).toBe(false);
    expect(shareLinkExpiresAt(checkedOutAt)).toEqual(hoursAfter(24));
    expect(SHARE_LINK_AFTER_CHECKOUT_MS).toBe(86_400_000);
  });

  it('dies when revoked, from that instant', () => {
    const revokedAt = hoursAfter(-2);
    expect(shareLinkAlive({ status: 'started', revokedAt }, hoursAfter(-3))).toBe(true);
    expect(shareLinkAlive({ status: 'started', revokedAt }, revokedAt)).toBe(false);
    expect(shareLinkAlive({ status: 'completed', checkedOutAt, revokedAt: null }, hoursAfter(1))).toBe(true);
  });

  it('is never alive for a revoked link or a trip that is over', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...tripStatuses),
        fc.integer({ min: -48, max: 48 }),
        fc.boolean(),
        (status, hours, isRevoked) => {
          const now = hoursAfter(hours);
          const alive = shareLinkAlive({ status, checkedOutAt, revokedAt: isRevoked ? now : null }, now);
          const isOver =
            status === 'completed'
              ? hours >= 24
              : !['confirmed', 'cancel_requested', 'started'].includes(status);
          expect(alive).toBe(!isRevoked && !isOver);
        },
      ),
    );
  });
});
