import {
  formatBanglaDateTime,
  formatLongDateTime,
  formatTaka,
  type PushKind,
  type PushPayload,
  toBengaliDigits,
} from '@pothik/domain';

// The text of each push, in both languages: the outbox keeps both and the sender picks each device's
// (the language its page was in when it subscribed). The tag makes a later push about the same trip
// replace the earlier one on the lock screen rather than pile up.

export type PushMessage = { kind: PushKind | AccountPushKind; url: string; tag: string; en: Text; bn: Text };
export type Text = { title: string; body: string };
/** Pushes about the account itself rather than a trip; nobody can switch them off. */
export type AccountPushKind = 'google_linked' | 'driver_papers' | 'driver_subscription' | 'incident_staff';

export type TripFacts = {
  id: number;
  pickupAddress: string;
  dropoffAddress: string | null;
  pickupAt: Date;
};

const driverUrl = (tripId: number) => `/driver/trips/${tripId}`;
const passengerUrl = (tripId: number) => `/trip/my-trips/${tripId}`;
const route = (t: TripFacts) =>
  t.dropoffAddress ? `${t.pickupAddress} → ${t.dropoffAddress}` : t.pickupAddress;
const idBn = (id: number) => toBengaliDigits(id);

export function pushPayload(message: PushMessage, lang: 'en' | 'bn'): PushPayload {
  return { ...message[lang], url: message.url, tag: message.tag };
}

export const pushMessages = {
  /** Staff's alert of an incident (issue 43 §4), every round until someone acknowledges it. */
  incidentStaff: (incident: { id: number; kind: string }, t: TripFacts, round: number): PushMessage => ({
    kind: 'incident_staff',
    url: `/admin#/incidents/${incident.id}/show`,
    tag: `incident-${incident.id}`,
    en: {
      title: round === 0 ? `Incident on trip #${t.id}` : `Still unacknowledged: incident on trip #${t.id}`,
      body: `${incident.kind.replaceAll('_', ' ')}. ${route(t)}. Open the incident queue.`,
    },
    bn: {
      title:
        round === 0 ? `ট্রিপ #${idBn(t.id)}-এ জরুরি ঘটনা` : `এখনো কেউ সাড়া দেননি: ট্রিপ #${idBn(t.id)}-এ জরুরি ঘটনা`,
      body: `${route(t)}। জরুরি ঘটনার তালিকা খুলুন।`,
    },
  }),
  guardianCheck: (t: TripFacts): PushMessage => ({
    kind: 'guardian_check',
    url: passengerUrl(t.id),
    tag: `trip-${t.id}-guardian`,
    en: {
      title: 'Is everything all right?',
      body: `Your car on trip #${t.id} has stopped or left the usual route. Tap to answer within 3 minutes.`,
    },
    bn: {
      title: 'সব ঠিক আছে তো?',
      body: `ট্রিপ #${idBn(t.id)}-এ আপনার গাড়ি থেমে আছে বা স্বাভাবিক পথ ছেড়েছে। ৩ মিনিটের মধ্যে উত্তর দিতে চাপুন।`,
    },
  }),
  shareOpened: (t: TripFacts): PushMessage => ({
    kind: 'share_opened',
    url: passengerUrl(t.id),
    tag: `trip-${t.id}-share`,
    en: {
      title: 'Your trip link was opened',
      body: `Someone is following trip #${t.id} through a link you shared.`,
    },
    bn: {
      title: 'আপনার ট্রিপের লিংক খোলা হয়েছে',
      body: `আপনার শেয়ার করা লিংক দিয়ে কেউ ট্রিপ #${idBn(t.id)} অনুসরণ করছেন।`,
    },
  }),
  newTrip: (t: TripFacts): PushMessage => ({
    kind: 'new_trip',
    url: driverUrl(t.id),
    tag: `trip-${t.id}`,
    en: { title: 'New trip request', body: `${route(t)} · ${formatLongDateTime(t.pickupAt)}. Tap to bid.` },
    bn: {
      title: 'নতুন ট্রিপের অনুরোধ',
      body: `${route(t)} · ${formatBanglaDateTime(t.pickupAt)}। বিড করতে চাপুন।`,
    },
  }),
  driverBooked: (t: TripFacts): PushMessage => ({
    kind: 'booked',
    url: driverUrl(t.id),
    tag: `trip-${t.id}`,
    en: {
      title: 'Trip booked',
      body: `You are booked: pickup at ${t.pickupAddress}, ${formatLongDateTime(t.pickupAt)}.`,
    },
    bn: {
      title: 'ট্রিপ বুক হয়েছে',
      body: `আপনি বুক হয়েছেন: ${formatBanglaDateTime(t.pickupAt)}, পিকআপ ${t.pickupAddress}।`,
    },
  }),
  checkedIn: (t: TripFacts): PushMessage => ({
    kind: 'checked_in',
    url: driverUrl(t.id),
    tag: `trip-${t.id}`,
    en: { title: 'Passenger checked in', body: `Trip #${t.id} has started.` },
    bn: { title: 'যাত্রী চেক-ইন করেছেন', body: `ট্রিপ #${idBn(t.id)} শুরু হয়েছে।` },
  }),
  checkedOut: (t: TripFacts): PushMessage => ({
    kind: 'checked_out',
    url: driverUrl(t.id),
    tag: `trip-${t.id}`,
    en: { title: 'Passenger checked out', body: `Trip #${t.id} is complete.` },
    bn: { title: 'যাত্রী চেক-আউট করেছেন', body: `ট্রিপ #${idBn(t.id)} সম্পন্ন হয়েছে।` },
  }),
  tripCancelled: (t: TripFacts): PushMessage => ({
    kind: 'trip_cancelled',
    url: driverUrl(t.id),
    tag: `trip-${t.id}`,
    en: {
      title: 'Trip cancelled',
      body: `The trip from ${t.pickupAddress}, ${formatLongDateTime(t.pickupAt)}, is cancelled.`,
    },
    bn: {
      title: 'ট্রিপ বাতিল হয়েছে',
      body: `${formatBanglaDateTime(t.pickupAt)}-এর ${t.pickupAddress} থেকে ট্রিপটি বাতিল হয়েছে।`,
    },
  }),
  firstBid: (t: TripFacts, bid: { driverName: string; amount: number }): PushMessage => ({
    kind: 'first_bid',
    url: passengerUrl(t.id),
    tag: `trip-${t.id}-bids`,
    en: {
      title: 'First bid on your trip',
      body: `${bid.driverName} offers ${formatTaka(bid.amount)}. Tap to see it.`,
    },
    bn: {
      title: 'আপনার ট্রিপে প্রথম বিড',
      body: `${bid.driverName} ${formatTaka(bid.amount, 'bn')} প্রস্তাব করেছেন। দেখতে চাপুন।`,
    },
  }),
  bidDigest: (t: TripFacts, bids: { count: number; lowest: number }): PushMessage => ({
    kind: 'bid_digest',
    url: passengerUrl(t.id),
    tag: `trip-${t.id}-bids`,
    en: {
      title: 'New bids on your trip',
      body: `${bids.count} ${bids.count === 1 ? 'bid' : 'bids'} so far; lowest ${formatTaka(bids.lowest)}.`,
    },
    bn: {
      title: 'আপনার ট্রিপে নতুন বিড',
      body: `এ পর্যন্ত ${toBengaliDigits(bids.count)}টি বিড; সর্বনিম্ন ${formatTaka(bids.lowest, 'bn')}।`,
    },
  }),
  passengerBooked: (
    t: TripFacts,
    booking: { driverName: string; carModel: string; plateNumber: string; total: number },
  ): PushMessage => ({
    kind: 'booked',
    url: passengerUrl(t.id),
    tag: `trip-${t.id}`,
    en: {
      title: 'Your trip is booked',
      body: `${booking.driverName} · ${booking.carModel} ${booking.plateNumber} · ${formatTaka(booking.total)}`,
    },
    bn: {
      title: 'আপনার ট্রিপ বুক হয়েছে',
      body: `${booking.driverName} · ${booking.carModel} ${booking.plateNumber} · ${formatTaka(booking.total, 'bn')}`,
    },
  }),
  driverOnMyWay: (t: TripFacts, driverName: string): PushMessage => ({
    kind: 'driver_on_my_way',
    url: passengerUrl(t.id),
    tag: `trip-${t.id}`,
    en: {
      title: 'Your driver is on the way',
      body: `${driverName} is coming to ${t.pickupAddress}. Follow the car on your trip page.`,
    },
    bn: {
      title: 'আপনার চালক রওনা হয়েছেন',
      body: `${driverName} ${t.pickupAddress}-এ আসছেন। ট্রিপ পেজে গাড়িটি দেখুন।`,
    },
  }),
  onMyWayReminder: (t: TripFacts): PushMessage => ({
    kind: 'on_my_way_reminder',
    url: driverUrl(t.id),
    tag: `trip-${t.id}`,
    en: {
      title: 'Pickup in 30 minutes',
      body: `Trip #${t.id} from ${t.pickupAddress}: tap “On my way” when you set off.`,
    },
    bn: {
      title: '৩০ মিনিট পরে পিকআপ',
      body: `ট্রিপ #${idBn(t.id)}, ${t.pickupAddress} থেকে: রওনা হলে “রওনা হয়েছি” চাপুন।`,
    },
  }),
  driverArrived: (t: TripFacts, driverName: string): PushMessage => ({
    kind: 'driver_arrived',
    url: passengerUrl(t.id),
    tag: `trip-${t.id}`,
    en: { title: 'Your driver has arrived', body: `${driverName} is waiting at ${t.pickupAddress}.` },
    bn: { title: 'আপনার চালক পৌঁছেছেন', body: `${driverName} ${t.pickupAddress}-এ অপেক্ষা করছেন।` },
  }),
  cancelDecided: (t: TripFacts, approved: boolean): PushMessage => ({
    kind: 'cancel_decided',
    url: passengerUrl(t.id),
    tag: `trip-${t.id}`,
    en: approved
      ? { title: 'Cancellation approved', body: `Trip #${t.id} is cancelled.` }
      : { title: 'Cancellation declined', body: `Trip #${t.id} stays booked.` },
    bn: approved
      ? { title: 'বাতিলের অনুরোধ মঞ্জুর', body: `ট্রিপ #${idBn(t.id)} বাতিল হয়েছে।` }
      : { title: 'বাতিলের অনুরোধ নামঞ্জুর', body: `ট্রিপ #${idBn(t.id)} বুক করা রইল।` },
  }),
  driverCancelled: (t: TripFacts): PushMessage => ({
    kind: 'driver_cancelled',
    url: passengerUrl(t.id),
    tag: `trip-${t.id}`,
    en: {
      title: 'Your driver cancelled',
      body: `Trip #${t.id} is open for bids again. Choose another driver; any advance you paid stays with the trip.`,
    },
    bn: {
      title: 'আপনার চালক বাতিল করেছেন',
      body: `ট্রিপ #${idBn(t.id)} আবার বিডের জন্য খোলা। অন্য চালক বেছে নিন; পরিশোধ করা অগ্রিম ট্রিপের সাথেই থাকছে।`,
    },
  }),
  tripReopened: (t: TripFacts): PushMessage => ({
    kind: 'new_trip',
    url: driverUrl(t.id),
    tag: `trip-${t.id}`,
    en: {
      title: 'A trip you bid on is open again',
      body: `${route(t)} · ${formatLongDateTime(t.pickupAt)}. Your bid is live again.`,
    },
    bn: {
      title: 'আপনার বিড করা ট্রিপ আবার খোলা',
      body: `${route(t)} · ${formatBanglaDateTime(t.pickupAt)}। আপনার বিড আবার চালু।`,
    },
  }),
  reliabilityWarning: (): PushMessage => ({
    kind: 'reliability_warning',
    url: '/driver',
    tag: 'reliability',
    en: {
      title: 'Keep your bookings',
      body: 'You have cancelled or missed several booked trips. More of them will pause your bidding for review.',
    },
    bn: {
      title: 'বুকিং রক্ষা করুন',
      body: 'আপনি বেশ কয়েকটি বুক করা ট্রিপ বাতিল করেছেন বা যাননি। আরও হলে পর্যালোচনার জন্য আপনার বিড করা বন্ধ হবে।',
    },
  }),
  tripExpired: (t: TripFacts): PushMessage => ({
    kind: 'trip_expired',
    url: passengerUrl(t.id),
    tag: `trip-${t.id}`,
    en: {
      title: 'Trip expired',
      body: `No driver bid on your trip from ${t.pickupAddress}. Request it again?`,
    },
    bn: {
      title: 'ট্রিপের মেয়াদ শেষ',
      body: `${t.pickupAddress} থেকে আপনার ট্রিপে কোনো চালক বিড করেননি। আবার অনুরোধ করবেন?`,
    },
  }),
};
