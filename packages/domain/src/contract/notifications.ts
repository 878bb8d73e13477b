// Notifications outside the page (DESIGN.md §14): what the outbox sends, on which channel, and
// which kinds a person may switch off. The API's `notifications` table and the web's preference toggles
// both read these lists.

import { z } from 'zod';

/** How a notification travels: staff email, a text message, or Web Push to a subscribed device. */
export const notificationChannels = ['email', 'sms', 'push'] as const;
export type NotificationChannel = (typeof notificationChannels)[number];

/**
 * What a notification is about. Lead kinds go to staff or the person who sent a form; trip kinds go to
 * the passenger or the driver of a trip. New kinds are added here (the table keeps `kind` as text).
 */
export const notificationKinds = [
  'lead_staff',
  'lead_confirmation',
  'booked',
  'driver_on_my_way',
  'driver_arrived',
  'cancel_decided',
  'trip_completed',
  // The driver is reminded to tap "on my way" 30 minutes before a pickup (DESIGN.md §15).
  'on_my_way_reminder',
  // Web Push (the push module): a driver's new open trip, a passenger's bids, the trip's later steps.
  'new_trip',
  'first_bid',
  'bid_digest',
  'checked_in',
  'checked_out',
  'trip_cancelled',
  'trip_expired',
  // Someone opened a link the passenger made for following their trip (the first time, per link).
  'share_opened',
  // A Google account now logs in to the passenger's account, or no longer does (moved to another number).
  'google_linked',
  // Trip safety (DESIGN.md §15): an SOS's SMS to the passenger's trusted contacts, and an incident's
  // alert (and re-alerts) to the staff's inbox.
  'sos_contact',
  'incident_staff',
  // A share link the passenger sent to their trusted contacts by SMS (once per contact and link).
  'share_contact',
  // A guardian check's "Is everything all right?" to the passenger during a trip (DESIGN.md §15).
  'guardian_check',
  // An accepted bid's advance was not paid in time: the driver is released, the trip back to bidding.
  'advance_lapsed',
  // Support tickets (DESIGN.md §18): staff answered the customer's ticket (SMS and push), and a
  // passenger's lost-item ticket asks the trip's driver whether they found it (push).
  'ticket_reply',
  'lost_item_query',
  // DESIGN.md §17: the booked driver gave the trip back (it is open for bids again), to the passenger;
  // a driver's reliability fell past the warning threshold, to the driver (once per crossing).
  'driver_cancelled',
  'reliability_warning',
  // A driver's paper (DESIGN.md §17): approved or rejected by staff, a reminder before it expires, and
  // bidding paused when it has.
  'driver_papers',
  // The Smart Driver subscription (issue 45 §5): bidding paused for an unpaid invoice, and resumed.
  'driver_subscription',
] as const;
export type NotificationKind = (typeof notificationKinds)[number];

/**
 * Kinds nobody can switch off: the booking itself (who is coming, with which car, for how much),
 * anything a form's sender or staff must get, and a change to who can log in to the account. Login codes
 * never pass through the outbox at all.
 */
export const essentialNotificationKinds: readonly NotificationKind[] = [
  'lead_staff',
  'lead_confirmation',
  'booked',
  'google_linked',
  // A booked driver not yet on the way 30 minutes before the pickup: part of keeping the booking.
  'on_my_way_reminder',
  'sos_contact',
  'incident_staff',
  // Sent at the passenger's own tap, to people with no account to switch it off in.
  'share_contact',
  // Unanswered, it alerts staff: the passenger must be asked first (see essentialPushKinds).
  'guardian_check',
  // Tells both sides that a booking they were waiting on did not happen.
  'advance_lapsed',
  // The booking fell through: the passenger must know to choose another driver.
  'driver_cancelled',
  'reliability_warning',
  // Whether the driver can work at all: a rejected or expiring paper pauses their bidding.
  'driver_papers',
  'driver_subscription',
];

export const isEssentialNotification = (kind: NotificationKind) => essentialNotificationKinds.includes(kind);

/** The kinds a person may switch on or off per channel (everything but the essential ones). */
export const optionalNotificationKinds = notificationKinds.filter((kind) => !isEssentialNotification(kind));

/** One person's choice for one kind on one channel; a kind with no row is on. */
export type NotificationPreference = {
  kind: NotificationKind;
  channel: NotificationChannel;
  enabled: boolean;
};

/**
 * The kinds each role is sent by SMS (the API's trip-sms.ts): the booking goes to both, the driver's
 * arrival, the cancel decision and the thank-you after a trip to the passenger only. The web's "Text
 * messages" choices list these, so a person is never offered a switch for a text they would never get.
 */
export const passengerSmsKinds = [
  'booked',
  'driver_on_my_way',
  'driver_arrived',
  'cancel_decided',
  'trip_completed',
  'ticket_reply',
  'driver_cancelled',
] as const satisfies readonly NotificationKind[];
export const driverSmsKinds = ['booked', 'ticket_reply'] as const satisfies readonly NotificationKind[];

/** GET/PUT /{user,driver}/notification-preferences: every optional kind on each switchable channel. */
export const notificationPreferencesSchema = z.array(
  z.object({
    kind: z.enum(notificationKinds),
    channel: z.enum(notificationChannels),
    enabled: z.boolean(),
  }),
);
