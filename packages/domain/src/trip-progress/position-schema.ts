import { z } from 'zod';
import { dateTimeSchema } from '../validation/fields';
import { validationMessage as msg } from '../validation/messages';
import { POSITION_MAX_AGE_MS } from './check-position';

// A phone offline for the whole accepted age, at a point per 5 s, sends this many on reconnect.
export const MAX_POSITION_BATCH = POSITION_MAX_AGE_MS / 5_000;

// The shape of a point as the driver's app sends it; whether it is believable (inside Bangladesh, its
// time, its speed since the last one) is checkPosition's, which needs the clock and the last point.
export const positionInputSchema = z.object({
  lat: z.number({ error: msg('locationInvalid') }),
  lng: z.number({ error: msg('locationInvalid') }),
  accuracyM: z.number({ error: msg('positionInaccurate') }).min(0, { error: msg('positionInaccurate') }),
  headingDeg: z
    .number({ error: msg('invalidInput') })
    .min(0, { error: msg('invalidInput') })
    .max(360, { error: msg('invalidInput') })
    .optional(),
  // 100 m/s is 360 km/h: anything above is a broken sensor, not a car.
  speedMps: z
    .number({ error: msg('invalidInput') })
    .min(0, { error: msg('invalidInput') })
    .max(100, { error: msg('invalidInput') })
    .optional(),
  at: dateTimeSchema('positionTimeInvalid'),
});
export type PositionInput = z.infer<typeof positionInputSchema>;

/** Points batched while offline, oldest first. */
export const positionBatchSchema = z
  .array(positionInputSchema)
  .min(1, { error: msg('invalidInput') })
  .max(MAX_POSITION_BATCH, { error: msg('invalidInput') });
