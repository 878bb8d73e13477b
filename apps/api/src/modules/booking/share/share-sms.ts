import { type Lang, shareLinkAlive } from '@pothik/domain';
import { eq } from 'drizzle-orm';
import { inTransaction } from '../../../db/changes/changes';
import type { Db, DbOrTx } from '../../../db/client';
import { users } from '../../../db/schema/index';
import { refuse } from '../../../lib/errors';
import { enqueueNotifications, type NotificationToSend } from '../../notifications';
import { listTrustedContacts } from '../safety/incidents';
import { findTripOfPassenger, type TripRow } from '../trips/repo';
import { tripNotFound } from '../trips/trip-errors';
import { findShareLinkOfTrip } from './share-link-repo';
import { hashToken, shareLinkInTransaction, shareLinkUrl } from './share-links';

const DAY = 24 * 3_600_000;

/** The SMS a trusted contact gets with a link the passenger sends them, in the passenger's language. */
export function shareSmsText(lang: Lang, { brand, who, url }: { brand: string; who: string; url: string }) {
  return lang === 'bn'
    ? `${brand}: ${who} তাঁর ট্রিপ আপনার সাথে শেয়ার করেছেন। গাড়িটি সরাসরি দেখুন: ${url}`
    : `${brand}: ${who} shared their trip with you. Follow the car live: ${url}`;
}

export type ShareSmsSettings = { brand: { en: string; bn: string }; siteUrl: string };

/**
 * POST /user/trips/{id}/share-links/{linkId}/sms: the link, by SMS through the outbox, to each of the
 * passenger's trusted contacts, once per contact and link (a second tap sends nobody a second text).
 * Only the token's hash is kept, so the passenger's page sends the token it was shown; it must be this
 * link's, and the link alive.
 */
export function textShareLink(
  db: Db,
  {
    passengerId,
    tripId,
    linkId,
    token,
    now,
    settings,
  }: {
    passengerId: number;
    tripId: number;
    linkId: number;
    token: string;
    now: Date;
    settings: ShareSmsSettings;
  },
) {
  return inTransaction(db, async (tx) => {
    const trip = await findTripOfPassenger(tx, tripId, passengerId);
    if (!trip) throw tripNotFound();
    const link = await findShareLinkOfTrip(tx, tripId, linkId);
    const alive =
      link &&
      shareLinkAlive({ status: trip.status, checkedOutAt: trip.completedAt, revokedAt: link.revokedAt }, now);
    if (!alive || link.tokenHash !== hashToken(token)) throw refuse('shareLinkNotFound', 404);
    const contacts = await listTrustedContacts(tx, passengerId);
    if (contacts.length === 0) throw refuse('noTrustedContacts', 409);
    const [me] = await tx.select().from(users).where(eq(users.id, passengerId)).limit(1);
    const lang: Lang = me?.lang ?? 'en';
    const text = shareSmsText(lang, {
      brand: settings.brand[lang],
      who: me?.fullName ?? me?.mobile ?? '',
      url: shareLinkUrl(settings.siteUrl, token),
    });
    const items = contacts.map(
      (contact): NotificationToSend => ({
        kind: 'share_contact',
        channel: 'sms',
        message: { to: contact.mobile, text },
        dedupeKey: `share_contact:link:${link.id}:${contact.mobile}:sms`,
        tripId,
        expiresAt: new Date(now.getTime() + DAY),
      }),
    );
    const written = await enqueueNotifications(tx, items, now);
    return { contacts: contacts.length, sent: written.length };
  });
}

/**
 * A booking's link for the passenger's contacts who follow every trip (auto_share), made and texted in
 * the booking's transaction: a lost race rolls the link and its texts back with the booking. Nothing
 * when no contact asks for it.
 */
export async function autoShareBooking(
  tx: DbOrTx,
  { trip, now, settings }: { trip: TripRow; now: Date; settings: ShareSmsSettings },
) {
  const contacts = (await listTrustedContacts(tx, trip.passengerId)).filter((c) => c.autoShare);
  if (contacts.length === 0) return;
  const token = await shareLinkInTransaction(tx, trip, now);
  if (!token) return;
  const [me] = await tx.select().from(users).where(eq(users.id, trip.passengerId)).limit(1);
  const lang: Lang = me?.lang ?? 'en';
  const text = shareSmsText(lang, {
    brand: settings.brand[lang],
    who: me?.fullName ?? me?.mobile ?? '',
    url: shareLinkUrl(settings.siteUrl, token),
  });
  await enqueueNotifications(
    tx,
    contacts.map(
      (contact): NotificationToSend => ({
        kind: 'share_contact',
        channel: 'sms',
        message: { to: contact.mobile, text },
        dedupeKey: `share_contact:booked:${trip.id}:${contact.mobile}:sms`,
        tripId: trip.id,
        expiresAt: new Date(now.getTime() + DAY),
      }),
    ),
    now,
  );
}
