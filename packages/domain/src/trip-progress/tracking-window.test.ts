import { describe, expect, it } from 'vitest';
import { tripStatuses } from '../reference/trip-status';
import { acceptsPositions, isPositionStale, shouldRemindOnMyWay } from './tracking-window';

const pickupAt = new Date('2026-11-29T10:00:00Z');
const minutesBefore = (m: number) => new Date(pickupAt.getTime() - m * 60_000);

describe('acceptsPositions', () => {
  it('takes positions from "on my way" until check-out', () => {
    const onMyWayAt = minutesBefore(20);
    const accepts = (onMyWay: Date | null) =>
      Object.fromEntries(
        tripStatuses.map((status) => [status, acceptsPositions({ status, onMyWayAt: onMyWay })]),
      );
    expect(accepts(onMyWayAt)).toEqual({
      requested: false,
      confirmed: true,
      cancel_requested: true,
      started: true,
      completed: false,
      cancelled: false,
      expired: false,
    });
    expect(accepts(null)).toEqual({
      requested: false,
      confirmed: false,
      cancel_requested: false,
      started: true,
      completed: false,
      cancelled: false,
      expired: false,
    });
  });
});

describe('shouldRemindOnMyWay', () => {
  it('reminds a confirmed trip’s driver from 30 minutes before the pickup', () => {
    const trip = { status: 'confirmed' as const, pickupAt };
    expect(shouldRemindOnMyWay(trip, minutesBefore(31))).toBe(false);
    expect(shouldRemindOnMyWay(trip, minutesBefore(30))).toBe(true);
    expect(shouldRemindOnMyWay(trip, minutesBefore(-5))).toBe(true);
  });

  it('does not remind a driver already on the way, nor for a trip not confirmed', () => {
    expect(
      shouldRemindOnMyWay({ status: 'confirmed', pickupAt, onMyWayAt: minutesBefore(40) }, pickupAt),
    ).toBe(false);
    expect(shouldRemindOnMyWay({ status: 'cancel_requested', pickupAt }, pickupAt)).toBe(false);
    expect(shouldRemindOnMyWay({ status: 'started', pickupAt }, pickupAt)).toBe(false);
  });
});

describe('isPositionStale', () => {
  it('calls a position stale after a minute without a newer one', () => {
    expect(isPositionStale(minutesBefore(1), pickupAt)).toBe(false);
    expect(isPositionStale(new Date(minutesBefore(1).getTime() - 1), pickupAt)).toBe(true);
    expect(isPositionStale(minutesBefore(1), pickupAt, 30_000)).toBe(true);
  });
});
