import { type Lang, toBengaliDigits } from '@pothik/domain';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { users } from '../../../db/schema/index';
import { enqueueNotifications, type NotificationToSend } from '../../notifications';
import { bookedDriverFacts, langOf, type TripSmsSettings } from '../trips/trip-sms';
import type { HoldRow } from './holds-repo';

const num = (n: number, lang: Lang) => (lang === 'bn' ? toBengaliDigits(n) : String(n));

const texts = {
  passenger: (tripId: number, lang: Lang, brand: string) =>
    lang === 'bn'
      ? `${brand}: ট্রিপ #${num(tripId, lang)}-এর অগ্রিম সময়মতো পরিশোধ হয়নি। চালককে ছেড়ে দেওয়া হয়েছে; ট্রিপটি আবার বিডের জন্য খোলা।`
      : `${brand}: the advance for trip #${tripId} was not paid in time. The driver is released and your trip is open to bids again.`,
  driver: (tripId: number, lang: Lang, brand: string) =>
    lang === 'bn'
      ? `${brand}: যাত্রী ট্রিপ #${num(tripId, lang)}-এর অগ্রিম সময়মতো দেননি। আপনি আর এই ট্রিপের জন্য আটকে নেই।`
      : `${brand}: the passenger did not pay the advance for trip #${tripId} in time. You are no longer held for it.`,
};

/** Both sides told that a held booking lapsed (issue 44 §2), in the lapse's transaction, once per hold. */
export async function enqueueLapseSms(tx: DbOrTx, hold: HoldRow, now: Date, settings: TripSmsSettings) {
  const [passenger] = await tx.select().from(users).where(eq(users.id, hold.passengerId)).limit(1);
  const driver = await bookedDriverFacts(tx, hold.driverId);
  const until = new Date(now.getTime() + 3_600_000);
  const items: NotificationToSend[] = [];
  if (passenger) {
    const lang = langOf(passenger);
    items.push({
      kind: 'advance_lapsed',
      channel: 'sms',
      userId: passenger.id,
      tripId: hold.tripId,
      message: { to: passenger.mobile, text: texts.passenger(hold.tripId, lang, settings.brand[lang]) },
      dedupeKey: `advance_lapsed:hold:${hold.id}:passenger:sms`,
      expiresAt: until,
    });
  }
  if (driver) {
    items.push({
      kind: 'advance_lapsed',
      channel: 'sms',
      userId: driver.userId,
      tripId: hold.tripId,
      message: {
        to: driver.mobile,
        text: texts.driver(hold.tripId, driver.lang, settings.brand[driver.lang]),
      },
      dedupeKey: `advance_lapsed:hold:${hold.id}:driver:sms`,
      expiresAt: until,
    });
  }
  return enqueueNotifications(tx, items, now);
}
