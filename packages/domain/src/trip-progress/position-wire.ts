import { z } from 'zod';
import { validationMessage as msg } from '../validation/messages';
import type { PositionRefusal } from './check-position';
import { positionRefusalFields } from './check-position';
import type { Position } from './position';
import { MAX_POSITION_BATCH, type PositionInput, positionInputSchema } from './position-schema';

// DESIGN.md §15, docs/decisions/0018: a point on the wire (HTTP and WebSocket) in the API's snake_case,
// `{lat, lng, accuracy_m, heading?, speed_mps?, at}`, each field checked by positionInputSchema's rule.
const f = positionInputSchema.shape;
export const positionWireSchema = z
  .object({
    lat: f.lat,
    lng: f.lng,
    accuracy_m: f.accuracyM,
    heading: f.headingDeg,
    speed_mps: f.speedMps,
    at: f.at,
  })
  .transform(
    (w): PositionInput => ({
      lat: w.lat,
      lng: w.lng,
      accuracyM: w.accuracy_m,
      ...(w.heading === undefined ? {} : { headingDeg: w.heading }),
      ...(w.speed_mps === undefined ? {} : { speedMps: w.speed_mps }),
      at: w.at,
    }),
  );
export type PositionWire = z.input<typeof positionWireSchema>;

/** POST /driver/trips/{id}/positions: points batched while offline (or one), oldest first. */
export const positionBatchBodySchema = z.object({
  points: z
    .array(positionWireSchema)
    .min(1, { error: msg('invalidInput') })
    .max(MAX_POSITION_BATCH, { error: msg('invalidInput') }),
});

/** A position as viewers get it (the WebSocket's `position` message and GET …/position). */
export const positionViewSchema = z.object({
  lat: z.number(),
  lng: z.number(),
  accuracy_m: z.number(),
  heading: z.number().nullable(),
  speed_mps: z.number().nullable(),
  at: z.iso.datetime(),
});
export type PositionView = z.infer<typeof positionViewSchema>;

export function toPositionView(p: Position): PositionView {
  return {
    lat: p.lat,
    lng: p.lng,
    accuracy_m: p.accuracyM,
    heading: p.headingDeg ?? null,
    speed_mps: p.speedMps ?? null,
    at: p.at.toISOString(),
  };
}

export function fromPositionView(v: PositionView): Position {
  return {
    lat: v.lat,
    lng: v.lng,
    accuracyM: v.accuracy_m,
    ...(v.heading === null ? {} : { headingDeg: v.heading }),
    ...(v.speed_mps === null ? {} : { speedMps: v.speed_mps }),
    at: new Date(v.at),
  };
}

/** The wire field a refusal names (the 422's field errors; `accuracyM` travels as `accuracy_m`). */
export function positionRefusalField(reason: PositionRefusal): 'lat' | 'at' | 'accuracy_m' {
  const { field } = positionRefusalFields[reason];
  return field === 'accuracyM' ? 'accuracy_m' : field;
}

/**
 * How often a driver may submit positions (a WebSocket message or an HTTP batch), per trip, held in the
 * database so it holds across API processes: a point every 5 s is 12 a minute, twice that leaves room
 * for a reconnect's batch and a retry.
 */
export const positionRateLimit = { windowMs: 60_000, maxSubmissions: 30 } as const;
