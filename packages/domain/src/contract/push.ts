import { z } from 'zod';
import { districtIds } from '../reference/districts';

// Web Push (DESIGN.md §14): the trip events a person can be told of on a locked phone, which
// of them each role gets, and the API's subscription and preference bodies. The kinds carry the same
// names as the notifications outbox's (one list at merge): a kind is what a preference switches.

/** What a driver hears of: a new open trip of their car type, the booking, check-in/out, a cancel. */
export const driverPushKinds = [
  'new_trip',
  'booked',
  'on_my_way_reminder',
  'checked_in',
  'checked_out',
  'trip_cancelled',
  'ticket_reply',
  'lost_item_query',
  'reliability_warning',
] as const;
/** What a passenger hears of after requesting a trip. */
export const passengerPushKinds = [
  'first_bid',
  'bid_digest',
  'booked',
  'driver_on_my_way',
  'driver_arrived',
  'cancel_decided',
  'trip_expired',
  'share_opened',
  'guardian_check',
  'ticket_reply',
  'driver_cancelled',
] as const;
export const pushKinds = [...new Set([...driverPushKinds, ...passengerPushKinds])] as [
  PushKind,
  ...PushKind[],
];
export type PushKind = (typeof driverPushKinds)[number] | (typeof passengerPushKinds)[number];

/** The booking itself (who is coming, with which car, for how much) cannot be switched off. */
export const essentialPushKinds: readonly PushKind[] = [
  'booked',
  // "Is everything all right?" during a trip: staff are alerted if it goes unanswered, so a passenger
  // who had switched it off would have an incident opened on them without ever being asked.
  'guardian_check',
  // The booked driver gave the trip back: the passenger must choose another (DESIGN.md §17).
  'driver_cancelled',
  // The driver's own standing: warned before bidding pauses.
  'reliability_warning',
];

/** POST /{user,driver}/push/subscriptions: the browser's PushSubscription.toJSON(), and its language. */
export const pushSubscriptionBodySchema = z.object({
  endpoint: z.url({ protocol: /^https?$/ }).max(2048),
  keys: z.object({
    // base64url of the 65-byte P-256 point and the 16-byte auth secret.
    p256dh: z
      .string()
      .max(90, { abort: true })
      .regex(/^[A-Za-z0-9_-]{86,88}={0,2}$/),
    auth: z
      .string()
      .max(26, { abort: true })
      .regex(/^[A-Za-z0-9_-]{21,24}={0,2}$/),
  }),
  lang: z.enum(['en', 'bn']).default('en'),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBodySchema>;

/** GET /{user,driver}/push: whether push is on, the key to subscribe with, this person's choices. */
export const pushSettingsSchema = z.object({
  enabled: z.boolean(),
  public_key: z.string().nullable(),
  /** Every kind of the role, on or off; essential kinds are always on. */
  kinds: z.array(z.object({ kind: z.enum(pushKinds), enabled: z.boolean(), essential: z.boolean() })),
  /** Drivers: the districts of new-trip alerts (empty: every district); passengers: always empty. */
  districts: z.array(z.enum(districtIds)),
  /** Whether the device asked about (`?endpoint=`) is subscribed for this account; null if none asked. */
  subscribed: z.boolean().nullable(),
});
export type PushSettings = z.infer<typeof pushSettingsSchema>;

/** POST /{user,driver}/push/preferences: the kinds to switch, and (drivers) the districts. */
export const pushPreferencesBodySchema = z.object({
  kinds: z
    .array(z.object({ kind: z.enum(pushKinds), enabled: z.boolean() }))
    .max(20)
    .default([]),
  districts: z.array(z.enum(districtIds)).max(64).optional(),
});
export type PushPreferencesBody = z.infer<typeof pushPreferencesBodySchema>;

/** What the service worker receives, already in the device's language. */
export type PushPayload = { title: string; body: string; url: string; tag: string };
