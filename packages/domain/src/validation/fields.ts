import { z } from 'zod';
import { bangladeshBounds } from '../reference/bangladesh-bounds';
import { carTypeKeys } from '../reference/car-types';
import {
  MAX_EMAIL_LENGTH,
  MAX_ISO_DATETIME_LENGTH,
  MAX_PICKUP_DAYS_AHEAD,
  MAX_ROW_ID,
} from '../reference/limits';
import { validationMessage as msg, type ValidationMessageKey } from './messages';

/** Schemas that compare with the current time take a clock, so tests can fix "now". */
export type ClockOptions = { now?: () => Date };
export const systemClock = () => new Date();

export function requiredText(key: ValidationMessageKey, max = 100) {
  return z
    .string({ error: msg(key) })
    .trim()
    .min(1, { error: msg(key) })
    .max(max, { error: msg('textTooLong') });
}

/** Free text a form may leave empty; '' and a missing field mean the same. */
export function optionalText(max = 500) {
  return z
    .string({ error: msg('invalidInput') })
    .trim()
    .max(max, { error: msg('textTooLong') })
    .optional();
}

// abort: an address that is not one gets one message, not also "too long".
export const emailSchema = z
  .email({
    error: (issue) =>
      issue.input === undefined || issue.input === '' ? msg('emailRequired') : msg('emailInvalid'),
    abort: true,
  })
  .max(MAX_EMAIL_LENGTH, { error: msg('emailInvalid') });

export const optionalEmailSchema = z
  .union(
    [
      z.literal(''),
      // No abort here: a union left with one member not aborted answers with that member's message.
      z.email({ error: msg('emailInvalid') }).max(MAX_EMAIL_LENGTH, { error: msg('emailInvalid') }),
    ],
    { error: msg('emailInvalid') },
  )
  .optional();

export function idSchema(key: ValidationMessageKey = 'idInvalid') {
  return z
    .number({ error: msg(key) })
    .int({ error: msg(key) })
    .positive({ error: msg(key) })
    .max(MAX_ROW_ID, { error: msg(key) });
}

/** Whole taka, more than 0; 10 lakh is far above any trip and stops a slipped finger. */
export const takaAmountSchema = z
  .number({ error: msg('amountInvalid') })
  .int({ error: msg('amountInvalid') })
  .positive({ error: msg('amountInvalid') })
  .max(1_000_000, { error: msg('amountInvalid') });

export const ratingSchema = z
  .number({ error: msg('ratingInvalid') })
  .int({ error: msg('ratingInvalid') })
  .min(1, { error: msg('ratingInvalid') })
  .max(5, { error: msg('ratingInvalid') });

export const carTypeSchema = z.enum(carTypeKeys, { error: msg('carTypeInvalid') });

// Trips and estimates are for Bangladesh only: a point outside it is refused, whoever sent it.
export const coordinateSchema = ({ min, max }: { min: number; max: number }) =>
  z
    .number({ error: msg('locationInvalid') })
    .min(min, { error: msg('locationOutsideBangladesh') })
    .max(max, { error: msg('locationOutsideBangladesh') });

/** A point on the map, without an address (fare estimates need no more). */
export const latLngSchema = z.object(
  { lat: coordinateSchema(bangladeshBounds.lat), lng: coordinateSchema(bangladeshBounds.lng) },
  { error: msg('locationRequired') },
);

export function placeSchema(requiredKey: ValidationMessageKey) {
  return z.object(
    {
      address: requiredText(requiredKey, 300),
      lat: coordinateSchema(bangladeshBounds.lat),
      lng: coordinateSchema(bangladeshBounds.lng),
    },
    { error: msg(requiredKey) },
  );
}

/** An ISO 8601 instant with seconds and a zone (`2025-03-15T08:30:00Z` or `...+06:00`). */
export function dateTimeSchema(invalidKey: ValidationMessageKey) {
  // abort: a string that is not a date gets one message, not also "must be in the future".
  return z.iso
    .datetime({ offset: true, error: msg(invalidKey), abort: true })
    .max(MAX_ISO_DATETIME_LENGTH, { error: msg(invalidKey), abort: true });
}

const DAY_MS = 86_400_000;

/** A time after now and, with `maxDaysAhead`, no further ahead than that (`tooFarKey`). */
export function futureDateTimeSchema(
  now: () => Date,
  invalidKey: ValidationMessageKey,
  pastKey: ValidationMessageKey,
  horizon?: { maxDaysAhead: number; tooFarKey: ValidationMessageKey },
) {
  const future = dateTimeSchema(invalidKey).refine((value) => Date.parse(value) > now().getTime(), {
    error: msg(pastKey),
  });
  if (!horizon) return future;
  return future.refine((value) => Date.parse(value) <= now().getTime() + horizon.maxDaysAhead * DAY_MS, {
    error: msg(horizon.tooFarKey),
  });
}

/** The trip requests' limit on how far ahead a pickup may be. */
export const pickupHorizon = { maxDaysAhead: MAX_PICKUP_DAYS_AHEAD, tooFarKey: 'pickupTimeTooFar' } as const;

/** Whether `later` is at most `days` after `earlier` (both ISO instants). */
export const isWithinDays = (later: string, earlier: string, days: number) =>
  Date.parse(later) - Date.parse(earlier) <= days * DAY_MS;

export const isLater = (later: string, earlier: string) => Date.parse(later) > Date.parse(earlier);
