import { z } from 'zod';
import { carColourKeys } from '../reference/car-colours';
import { carTypeKeys } from '../reference/car-types';
import { tripStatuses } from '../reference/trip-status';
import { isoTime } from './common';

// DESIGN.md §15 share links: the passenger's own view of their links, and what anyone holding one sees.

/** A share link as its passenger lists it; the token itself is shown once, when it is made. */
export const shareLinkSchema = z.object({
  id: z.number().int(),
  created_at: isoTime,
  first_opened_at: isoTime.nullable().describe('when someone first opened it; the passenger is told then'),
  revoked_at: isoTime.nullable(),
  is_alive: z.boolean().describe('whether the link shows the trip now'),
});
export type ShareLink = z.infer<typeof shareLinkSchema>;

/** POST /user/trips/{id}/share-links → data. */
export const shareLinkCreatedSchema = z.object({
  link: shareLinkSchema.extend({
    token: z.string().describe('unguessable; the public page is /share/{token} on the site'),
  }),
});
export type ShareLinkCreated = z.infer<typeof shareLinkCreatedSchema>;

/** GET /user/trips/{id}/share-links → data. */
export const shareLinkListSchema = z.object({ items: z.array(shareLinkSchema) });
export type ShareLinkList = z.infer<typeof shareLinkListSchema>;

const sharedPlaceSchema = z.object({ address: z.string(), lat: z.number(), lng: z.number() });
// Where the car was and when: no accuracy, heading or speed, which a contact does not need.
const sharedPositionSchema = z.object({ lat: z.number(), lng: z.number(), at: isoTime });

/**
 * GET /shared-trip (the token in x-share-token) → data: what a contact following the trip sees. Never the fare, and never a
 * phone number: the link may be forwarded beyond the family.
 */
export const sharedTripSchema = z.object({
  status: z.enum(tripStatuses),
  car_type: z.enum(carTypeKeys),
  car_model: z.string(),
  car_colour: z.enum(carColourKeys).nullable().describe('a key of carColours; null when not recorded'),
  plate_number: z.string(),
  driver: z.object({
    first_name: z.string(),
    photo: z.string().nullable().describe('a path under /images on the API'),
  }),
  pickup: sharedPlaceSchema,
  dropoff: sharedPlaceSchema.nullable().describe('null for hourly trips'),
  pickup_at: isoTime,
  arrived_at: isoTime.nullable(),
  started_at: isoTime.nullable(),
  completed_at: isoTime.nullable(),
  expires_at: isoTime.nullable().describe('once the trip is complete: when the link stops showing it'),
  is_tracked: z.boolean().describe('whether the car is followed now: from "on my way" until check-out'),
  position: sharedPositionSchema
    .nullable()
    .describe('the car’s latest position while it is followed; null before its first point and otherwise'),
  route_key: z
    .string()
    .describe('the realtime socket’s `trip` query: the edge then sends it to the car’s API process'),
});
export type SharedTrip = z.infer<typeof sharedTripSchema>;
