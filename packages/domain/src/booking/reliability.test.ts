import { describe, expect, it } from 'vitest';
import {
  canReportNoShow,
  defaultReliabilityThresholds,
  reliabilityFigures,
  reliabilityVerdict,
} from './reliability';
import { reliabilityThresholdsSchema } from './reliability-schemas';

const at = (iso: string) => new Date(iso);
const MIN = 60_000;

describe('canReportNoShow', () => {
  const pickupAt = at('2026-03-10T10:00:00Z');
  it('opens 15 minutes after the pickup, on a booked trip only', () => {
    expect(canReportNoShow({ status: 'confirmed', pickupAt }, new Date(pickupAt.getTime() + 14 * MIN))).toBe(
      false,
    );
    expect(canReportNoShow({ status: 'confirmed', pickupAt }, new Date(pickupAt.getTime() + 15 * MIN))).toBe(
      true,
    );
    expect(canReportNoShow({ status: 'started', pickupAt }, new Date(pickupAt.getTime() + 60 * MIN))).toBe(
      false,
    );
    expect(canReportNoShow({ status: 'requested', pickupAt }, new Date(pickupAt.getTime() + 60 * MIN))).toBe(
      false,
    );
  });
});

describe('reliabilityFigures', () => {
  it('counts bookings the driver decided and rounds shares down', () => {
    const pickupAt = at('2026-03-01T10:00:00Z');
    const late = (min: number) => new Date(pickupAt.getTime() + min * MIN);
    expect(
      reliabilityFigures({
        completed: [
          { pickupAt, arrivedAt: late(-3) },
          { pickupAt, arrivedAt: late(5) },
          { pickupAt, arrivedAt: late(6) },
          { pickupAt, arrivedAt: null },
        ],
        cancellations: 2,
        noShows: 0,
      }),
    ).toEqual({
      booked: 6,
      completed: 4,
      completedPercent: 66,
      cancellations: 2,
      noShows: 0,
      arrivals: 3,
      onTimePercent: 66,
    });
  });

  it('has no shares without bookings or arrivals', () => {
    expect(reliabilityFigures({ completed: [], cancellations: 0, noShows: 0 })).toMatchObject({
      booked: 0,
      completedPercent: null,
      onTimePercent: null,
    });
  });
});

describe('reliabilityVerdict', () => {
  const t = defaultReliabilityThresholds;
  const figures = (completed: number, cancellations: number, noShows = 0) =>
    reliabilityFigures({
      completed: Array.from({ length: completed }, () => ({ pickupAt: new Date(0), arrivedAt: null })),
      cancellations,
      noShows,
    });

  it('is ok for a new driver and for a reliable one', () => {
    expect(reliabilityVerdict(figures(0, 0), t)).toBe('ok');
    expect(reliabilityVerdict(figures(40, 2), t)).toBe('ok');
  });

  it('warns at the warning misses or below the warning share, once there are enough bookings', () => {
    expect(reliabilityVerdict(figures(0, 2, 1), t)).toBe('warn');
    // 17 of 19 = 89 %: below 90 once judged.
    expect(reliabilityVerdict(figures(17, 1, 1), t)).toBe('warn');
    // 2 of 4 is 50 %, but 4 bookings are too few to judge the share.
    expect(reliabilityVerdict(figures(2, 2), t)).toBe('ok');
  });

  it('pauses at the pause misses or below the pause share', () => {
    expect(reliabilityVerdict(figures(100, 4, 2), t)).toBe('pause');
    expect(reliabilityVerdict(figures(5, 2), t)).toBe('pause');
  });

  it('refuses thresholds that pause before they warn', () => {
    expect(reliabilityThresholdsSchema.safeParse({ ...t, pause_misses: 2 }).success).toBe(false);
    expect(reliabilityThresholdsSchema.safeParse({ ...t, pause_completed_percent: 95 }).success).toBe(false);
    expect(reliabilityThresholdsSchema.safeParse(t).success).toBe(true);
  });
});
