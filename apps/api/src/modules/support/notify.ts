import { type Lang, toBengaliDigits } from '@pothik/domain';
import type { DbOrTx } from '../../db/client';
import { enqueueNotifications } from '../notifications';
import { type PushMessage, pushAccountNotice } from '../push';
import type { TicketRow } from './repo';

// How a ticket's people are told (DESIGN.md §14, §18), through the outbox in the change's transaction:
// a staff reply reaches the customer by SMS and push (each as their preferences say: `ticket_reply` is
// optional), a lost-item ticket asks the trip's driver by push. Nobody's number is in anyone's message.

const DAY_MS = 86_400_000;
const EXCERPT = 120;

/** The brand the SMS signs with and the site its links open. */
export type TellSettings = { brand: Record<Lang, string>; siteUrl: string };

const excerpt = (text: string) => (text.length > EXCERPT ? `${text.slice(0, EXCERPT - 1)}…` : text);
const num = (id: number, lang: Lang) => (lang === 'bn' ? toBengaliDigits(id) : String(id));

/** Where the author reads their ticket on the site. */
export const ticketPath = (ticket: Pick<TicketRow, 'id' | 'authorRole'>) =>
  ticket.authorRole === 'driver' ? `/driver/tickets#ticket-${ticket.id}` : `/profile/tickets/${ticket.id}`;

function replySms(ticket: TicketRow, text: string, settings: TellSettings) {
  const lang = ticket.authorLang;
  const link = `${settings.siteUrl}${ticketPath(ticket)}`;
  return lang === 'bn'
    ? `${settings.brand.bn}: আপনার টিকিট #${num(ticket.id, lang)}-এ সাপোর্টের উত্তর: "${excerpt(text)}" দেখুন: ${link}`
    : `${settings.brand.en}: Support answered your ticket #${ticket.id}: "${excerpt(text)}" See: ${link}`;
}

/** A staff reply (or the driver's lost-item answer) told to the ticket's author by SMS and push. */
export async function tellAuthorOfReply(
  tx: DbOrTx,
  input: { ticket: TicketRow; messageId: number; text: string; settings: TellSettings; now: Date },
) {
  const { ticket, messageId, text, settings, now } = input;
  const expiresAt = new Date(now.getTime() + DAY_MS);
  const key = `ticket_reply:ticket:${ticket.id}:message:${messageId}`;
  await enqueueNotifications(
    tx,
    [
      {
        kind: 'ticket_reply',
        channel: 'sms',
        userId: ticket.authorUserId,
        message: { to: ticket.authorMobile, text: replySms(ticket, text, settings) },
        dedupeKey: `${key}:sms`,
        expiresAt,
      },
    ],
    now,
  );
  if (ticket.authorUserId === null) return;
  const message: PushMessage = {
    kind: 'ticket_reply',
    url: ticketPath(ticket),
    tag: `ticket-${ticket.id}`,
    en: { title: `Support answered ticket #${ticket.id}`, body: excerpt(text) },
    bn: { title: `টিকিট #${toBengaliDigits(ticket.id)}-এ সাপোর্টের উত্তর`, body: excerpt(text) },
  };
  await pushAccountNotice(tx, {
    userId: ticket.authorUserId,
    message,
    dedupeKey: `${key}:push`,
    expiresAt,
    now,
  });
}

/** A passenger's lost-item ticket on a completed trip asks that trip's driver whether they found it. */
export async function askDriverOfLostItem(
  tx: DbOrTx,
  input: { ticket: TicketRow; tripId: number; now: Date },
) {
  const { ticket, tripId, now } = input;
  if (ticket.lostItemDriverUserId === null) return;
  const message: PushMessage = {
    kind: 'lost_item_query',
    url: `/driver/tickets#lost-item-${ticket.id}`,
    tag: `lost-item-${ticket.id}`,
    en: {
      title: `Lost item on trip #${tripId}`,
      body: 'The passenger left something in your car. Did you find it? Answer in the app.',
    },
    bn: {
      title: `ট্রিপ #${toBengaliDigits(tripId)}-এ হারানো জিনিস`,
      body: 'যাত্রী আপনার গাড়িতে কিছু ফেলে গেছেন। আপনি কি পেয়েছেন? অ্যাপে উত্তর দিন।',
    },
  };
  await pushAccountNotice(tx, {
    userId: ticket.lostItemDriverUserId,
    message,
    dedupeKey: `lost_item_query:ticket:${ticket.id}:push`,
    expiresAt: new Date(now.getTime() + 7 * DAY_MS),
    now,
  });
}
