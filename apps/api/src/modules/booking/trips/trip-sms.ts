import { groupLakh, type Lang, type NotificationKind, toBengaliDigits } from '@pothik/domain';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { drivers, trips, users } from '../../../db/schema/index';
import { enqueueNotifications, type NotificationToSend } from '../../notifications';
import { advancePaidByTrip } from '../../payments';
import { surveyLink } from './survey-link';

// The SMS a trip's events owe its passenger and driver (DESIGN.md §14), written into
// the outbox in the transaction that made the event, in each person's language. Each carries a dedupe
// key naming the event and recipient, so a retried request or the loser of a race writes nothing twice.

/** What the texts need from configuration: the brand's name in each language, and where the survey is. */
export type TripSmsSettings = { brand: { en: string; bn: string }; siteUrl: string; surveySecret: string };

export type TripSmsEvent =
  | { kind: 'booked' }
  | { kind: 'driver_on_my_way' }
  | { kind: 'on_my_way_reminder' }
  | { kind: 'driver_arrived' }
  | { kind: 'cancel_decided'; approved: boolean; requestedAt: Date }
  | { kind: 'trip_completed' }
  | { kind: 'driver_cancelled' };

type Person = { userId: number; mobile: string; lang: Lang };
type Facts = {
  id: number;
  pickupAddress: string;
  pickupAt: Date;
  total: number | null;
  /** The advance paid through Pothik for this booking, 0 when none. */
  advancePaid: number;
  /** The trip's receipt on the site (set from the settings when the texts are written). */
  receiptUrl?: string;
  passenger: Person;
  driver: (Person & { name: string; carModel: string; plateNumber: string }) | null;
};

/** The language a person reads their messages in: theirs, else Bangla for drivers and English for passengers. */
export const langOf = (user: { lang: Lang | null; role: string }): Lang =>
  user.lang ?? (user.role === 'driver' ? 'bn' : 'en');

/** A trip's driver as its messages name them: their account, language, car and plate. */
export async function bookedDriverFacts(tx: DbOrTx, driverId: number) {
  const [row] = await tx
    .select({ driver: drivers, user: users })
    .from(drivers)
    .innerJoin(users, eq(users.id, drivers.userId))
    .where(eq(drivers.id, driverId))
    .limit(1);
  if (!row) return null;
  return {
    userId: row.user.id,
    mobile: row.user.mobile,
    lang: langOf(row.user),
    name: row.driver.name,
    carModel: row.driver.carModel,
    plateNumber: row.driver.plateNumber,
  };
}

async function readFacts(tx: DbOrTx, tripId: number): Promise<Facts | null> {
  const [trip] = await tx.select().from(trips).where(eq(trips.id, tripId)).limit(1);
  if (!trip) return null;
  const [passenger] = await tx.select().from(users).where(eq(users.id, trip.passengerId)).limit(1);
  if (!passenger) return null;
  const driver = trip.driverId === null ? null : await bookedDriverFacts(tx, trip.driverId);
  return {
    id: trip.id,
    pickupAddress: trip.pickupAddress,
    pickupAt: trip.pickupAt,
    total: trip.total,
    advancePaid: (await advancePaidByTrip(tx, [trip.id])).get(trip.id) ?? 0,
    passenger: { userId: passenger.id, mobile: passenger.mobile, lang: langOf(passenger) },
    driver,
  };
}

const dhakaTime = (date: Date, lang: Lang) =>
  new Intl.DateTimeFormat(lang === 'bn' ? 'bn-BD' : 'en-GB', {
    timeZone: 'Asia/Dhaka',
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
  }).format(date);

// English texts stay in 7-bit ASCII ("Tk", not ৳): one GSM segment holds 160 characters, a Unicode one 70.
const money = (amount: number, lang: Lang) =>
  lang === 'bn' ? `৳${groupLakh(amount, 'bn')}` : `Tk ${groupLakh(amount)}`;
const num = (n: number, lang: Lang) => (lang === 'bn' ? toBengaliDigits(n) : String(n));

type Text = (f: Facts, lang: Lang, brand: string) => string;

const texts = {
  bookedPassenger: (f, lang, brand) => {
    const d = f.driver!;
    const fare =
      f.total === null
        ? ''
        : lang === 'bn'
          ? ` ভাড়া: ${money(f.total, lang)}।`
          : ` Fare: ${money(f.total, lang)}.`;
    // Paid ahead: what is left in cash, and where the receipt is (issue 44 §5).
    const cash = Math.max(0, (f.total ?? 0) - f.advancePaid);
    const advance =
      f.advancePaid === 0
        ? ''
        : lang === 'bn'
          ? ` অগ্রিম ${money(f.advancePaid, lang)} পরিশোধিত, চালককে নগদ ${money(cash, lang)}। রসিদ: ${f.receiptUrl}`
          : ` Advance ${money(f.advancePaid, lang)} paid, ${money(cash, lang)} in cash to the driver. Receipt: ${f.receiptUrl}`;
    return lang === 'bn'
      ? `${brand}: আপনার ট্রিপ #${num(f.id, lang)} বুক হয়েছে। চালক ${d.name}, ${d.mobile}। গাড়ি: ${d.carModel} (${d.plateNumber})।${fare}${advance}`
      : `${brand}: your trip #${f.id} is booked. Driver ${d.name}, ${d.mobile}. Car: ${d.carModel} (${d.plateNumber}).${fare}${advance}`;
  },
  bookedDriver: (f, lang, brand) =>
    lang === 'bn'
      ? `${brand}: ট্রিপ #${num(f.id, lang)} আপনার। পিকআপ: ${f.pickupAddress}, ${dhakaTime(f.pickupAt, lang)}। যাত্রী: ${f.passenger.mobile}।`
      : `${brand}: trip #${f.id} is yours. Pickup: ${f.pickupAddress}, ${dhakaTime(f.pickupAt, lang)}. Passenger: ${f.passenger.mobile}.`,
  onMyWay: (f, lang, brand) => {
    const d = f.driver!;
    return lang === 'bn'
      ? `${brand}: আপনার চালক ${d.name} রওনা হয়েছেন (${d.carModel}, ${d.plateNumber})। ট্রিপ পেজে গাড়িটি দেখুন।`
      : `${brand}: your driver ${d.name} is on the way (${d.carModel}, ${d.plateNumber}). Follow the car on your trip page.`;
  },
  onMyWayReminder: (f, lang, brand) =>
    lang === 'bn'
      ? `${brand}: ট্রিপ #${num(f.id, lang)}-এর পিকআপ ${dhakaTime(f.pickupAt, lang)}, ${f.pickupAddress}। রওনা হলে অ্যাপে "রওনা হয়েছি" চাপুন।`
      : `${brand}: trip #${f.id} picks up at ${dhakaTime(f.pickupAt, lang)}, ${f.pickupAddress}. Tap "On my way" in the app when you set off.`,
  arrived: (f, lang, brand) => {
    const d = f.driver!;
    return lang === 'bn'
      ? `${brand}: আপনার চালক ${d.name} পিকআপে পৌঁছেছেন (${d.carModel}, ${d.plateNumber})।`
      : `${brand}: your driver ${d.name} has arrived at the pickup (${d.carModel}, ${d.plateNumber}).`;
  },
  cancelApproved: (f, lang, brand) =>
    lang === 'bn'
      ? `${brand}: ট্রিপ #${num(f.id, lang)} বাতিলের অনুরোধ মঞ্জুর হয়েছে। ট্রিপটি বাতিল।`
      : `${brand}: your request to cancel trip #${f.id} was approved. The trip is cancelled.`,
  cancelDeclined: (f, lang, brand) =>
    lang === 'bn'
      ? `${brand}: ট্রিপ #${num(f.id, lang)} বাতিলের অনুরোধ গৃহীত হয়নি। ট্রিপটি বুক করা আছে।`
      : `${brand}: your request to cancel trip #${f.id} was declined. The trip stays booked.`,
  driverCancelled: (f, lang, brand) =>
    lang === 'bn'
      ? `${brand}: আপনার চালক ট্রিপ #${num(f.id, lang)} বাতিল করেছেন। ট্রিপটি আবার বিডের জন্য খোলা; অন্য চালক বেছে নিন। অগ্রিম ট্রিপের সাথেই থাকছে।`
      : `${brand}: your driver cancelled trip #${f.id}. It is open for bids again: choose another driver. Any advance paid stays with the trip.`,
} satisfies Record<string, Text>;

const completedText = (lang: Lang, brand: string, link: string) =>
  lang === 'bn'
    ? `${brand}: আমাদের সাথে যাত্রার জন্য ধন্যবাদ। কেমন ছিল জানান: ${link}`
    : `${brand}: thank you for riding with us. Tell us how it went: ${link}`;

const HOUR = 3_600_000;

/**
 * Enqueues the SMS `event` owes on trip `tripId`, in the caller's transaction. Booked goes to both
 * (essential); the others to the passenger, unless they switched that kind off.
 */
export async function enqueueTripSms(
  tx: DbOrTx,
  {
    tripId,
    event,
    now,
    settings,
  }: { tripId: number; event: TripSmsEvent; now: Date; settings: TripSmsSettings },
) {
  const read = await readFacts(tx, tripId);
  if (!read) return [];
  const facts = { ...read, receiptUrl: `${settings.siteUrl}/trip/my-trips/${tripId}/receipt` };
  const brandIn = (lang: Lang) => settings.brand[lang];
  const sms = (
    kind: NotificationKind,
    to: Person,
    role: 'passenger' | 'driver',
    text: string,
    keySuffix: string,
    expiresAt: Date,
  ): NotificationToSend => ({
    kind,
    channel: 'sms',
    userId: to.userId,
    tripId,
    message: { to: to.mobile, text },
    dedupeKey: `${kind}:trip:${tripId}${keySuffix}:${role}:sms`,
    expiresAt,
  });
  const p = facts.passenger;
  const items: NotificationToSend[] = [];
  if (event.kind === 'booked' && facts.driver) {
    const d = facts.driver;
    // Worth sending until the pickup; a booking made minutes before it still gets an hour.
    const until = new Date(Math.max(facts.pickupAt.getTime(), now.getTime() + HOUR));
    items.push(
      sms('booked', p, 'passenger', texts.bookedPassenger(facts, p.lang, brandIn(p.lang)), '', until),
    );
    items.push(sms('booked', d, 'driver', texts.bookedDriver(facts, d.lang, brandIn(d.lang)), '', until));
  } else if (event.kind === 'driver_on_my_way' && facts.driver) {
    const until = new Date(Math.max(facts.pickupAt.getTime(), now.getTime() + HOUR / 2));
    items.push(
      sms('driver_on_my_way', p, 'passenger', texts.onMyWay(facts, p.lang, brandIn(p.lang)), '', until),
    );
  } else if (event.kind === 'on_my_way_reminder' && facts.driver) {
    const d = facts.driver;
    const until = new Date(Math.max(facts.pickupAt.getTime(), now.getTime() + HOUR / 2));
    items.push(
      sms(
        'on_my_way_reminder',
        d,
        'driver',
        texts.onMyWayReminder(facts, d.lang, brandIn(d.lang)),
        '',
        until,
      ),
    );
  } else if (event.kind === 'driver_arrived' && facts.driver) {
    items.push(
      sms(
        'driver_arrived',
        p,
        'passenger',
        texts.arrived(facts, p.lang, brandIn(p.lang)),
        '',
        new Date(now.getTime() + HOUR / 2),
      ),
    );
  } else if (event.kind === 'cancel_decided') {
    const text = event.approved ? texts.cancelApproved : texts.cancelDeclined;
    // A trip may be asked to be cancelled again after a refusal: each request is its own event.
    items.push(
      sms(
        'cancel_decided',
        p,
        'passenger',
        text(facts, p.lang, brandIn(p.lang)),
        `:${event.requestedAt.getTime()}`,
        new Date(now.getTime() + 24 * HOUR),
      ),
    );
  } else if (event.kind === 'driver_cancelled') {
    // A trip can be given back more than once: each time is its own event.
    items.push(
      sms(
        'driver_cancelled',
        p,
        'passenger',
        texts.driverCancelled(facts, p.lang, brandIn(p.lang)),
        `:${now.getTime()}`,
        new Date(Math.max(facts.pickupAt.getTime(), now.getTime() + HOUR)),
      ),
    );
  } else if (event.kind === 'trip_completed') {
    const link = surveyLink(settings.siteUrl, settings.surveySecret, tripId, now);
    items.push(
      sms(
        'trip_completed',
        p,
        'passenger',
        completedText(p.lang, brandIn(p.lang), link),
        '',
        new Date(now.getTime() + 24 * HOUR),
      ),
    );
  }
  return enqueueNotifications(tx, items, now);
}

/** The settings from the API's configuration: the brand, the site's origin (the survey), the link key. */
export const tripSmsSettingsOf = (config: {
  brand: { name: { en: string; bn: string } };
  webOrigins: string[];
  surveyLinkSecret: string;
}): TripSmsSettings => ({
  brand: config.brand.name,
  siteUrl: config.webOrigins[0] ?? 'http://localhost:3000',
  surveySecret: config.surveyLinkSecret,
});
