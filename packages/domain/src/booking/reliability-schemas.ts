import { z } from 'zod';
import { driverCancelReasons } from './reliability';

// The schemas of reliability.ts's bodies and settings, apart from its rules so that a page's code can
// use those (a cancel reason's name, when a no-show may be reported) without the schema library.

/** POST /driver/trips/{id}/cancel. */
export const driverCancelTripSchema = z.object({
  reason: z.enum(driverCancelReasons),
  note: z.string().trim().max(500).optional(),
});
export type DriverCancelTrip = z.infer<typeof driverCancelTripSchema>;

/** The reliability settings: when a driver is warned, and when bidding pauses for staff review. */
export const reliabilityThresholdsSchema = z
  .object({
    /** Fewer booked trips than this in the window is too few to judge: always `ok`. */
    min_booked: z.number().int().min(1).max(1000),
    /** Warned below this completed percent, or at this many cancellations plus no-shows. */
    warn_completed_percent: z.number().int().min(0).max(100),
    warn_misses: z.number().int().min(1).max(1000),
    /** Paused for review below this completed percent, or at this many cancellations plus no-shows. */
    pause_completed_percent: z.number().int().min(0).max(100),
    pause_misses: z.number().int().min(1).max(1000),
  })
  .refine((t) => t.pause_completed_percent <= t.warn_completed_percent, {
    path: ['pause_completed_percent'],
    message: 'pauseBelowWarn',
  })
  .refine((t) => t.pause_misses >= t.warn_misses, { path: ['pause_misses'], message: 'pauseBelowWarn' });
export type ReliabilityThresholds = z.infer<typeof reliabilityThresholdsSchema>;
