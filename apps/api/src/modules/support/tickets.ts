import type { Lang, LostItemAnswer, SupportSettings, TicketAuthor, TicketCategory } from '@pothik/domain';
import type { Db, DbOrTx } from '../../db/client';
import { refuse } from '../../lib/errors';
import { openSafetyTicketIncident, type StaffAlertSettings, type TicketTrip } from '../booking';
import { askDriverOfLostItem, type TellSettings, tellAuthorOfReply } from './notify';
import { insertMessage, insertTicket, lockTicket, type TicketRow, updateTicket } from './repo';

// A customer's side of a ticket (DESIGN.md §18): opening one (with the trip, a safety ticket's incident and a
// lost item's question to the driver, all in one transaction), replying, rating, and the driver's
// lost-item answer. Each change locks the ticket and checks its state first.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const ticketNotFound = () => refuse('ticketNotFound', 404);

/** Who opens or works a ticket: a signed-in passenger or driver, or a number alone. */
export type TicketAuthorRef = { role: TicketAuthor; userId: number | null; mobile: string; lang: Lang };

export type OpenInput = {
  author: TicketAuthorRef;
  category: TicketCategory;
  text: string;
  trip: TicketTrip | null;
  settings: SupportSettings;
  alerts: StaffAlertSettings;
  now: Date;
};

export async function openTicket(db: Db, input: OpenInput): Promise<TicketRow> {
  const { author, category, trip, settings, now } = input;
  // A lost item asks the driver of a completed trip; anywhere else there is nobody to ask.
  const asksDriver = category === 'lost_item' && author.role === 'passenger' && trip !== null;
  if (asksDriver && trip.status !== 'completed') throw refuse('lostItemNotCompleted');
  return db.transaction(async (tx) => {
    let ticket = await insertTicket(tx, {
      category,
      tripId: trip?.id ?? null,
      authorRole: author.role,
      authorUserId: author.userId,
      authorMobile: author.mobile,
      authorLang: author.lang,
      status: 'new',
      lostItemDriverUserId: asksDriver ? trip.driverUserId : null,
      createdAt: now,
      updatedAt: now,
      firstResponseDueAt: new Date(now.getTime() + settings.first_response_minutes * MINUTE),
      resolutionDueAt: new Date(now.getTime() + settings.resolution_hours * HOUR),
    });
    await insertMessage(tx, { ticketId: ticket.id, author: 'customer', body: input.text, at: now });
    if (category === 'safety' && trip && author.userId !== null) {
      const incident = await openSafetyTicketIncident(tx, {
        tripId: trip.id,
        raisedBy: author.role,
        userId: author.userId,
        now,
        alerts: input.alerts,
      });
      if (incident) ticket = await updateTicket(tx, ticket.id, { incidentId: incident.id });
    }
    if (asksDriver) await askDriverOfLostItem(tx, { ticket, tripId: trip.id, now });
    return ticket;
  });
}

/** Whether `who` wrote this ticket: another passenger's or driver's reads as unknown. */
export const isAuthor = (ticket: TicketRow, who: { role: TicketAuthor; userId: number }) =>
  ticket.authorRole === who.role && ticket.authorUserId === who.userId;

async function lockOwn(tx: DbOrTx, id: number, who: { role: TicketAuthor; userId: number }) {
  const ticket = await lockTicket(tx, id);
  if (!ticket || !isAuthor(ticket, who)) throw ticketNotFound();
  return ticket;
}

/** The author adds to the thread; a ticket waiting for them is open again. */
export function replyAsAuthor(
  db: Db,
  input: { id: number; who: { role: TicketAuthor; userId: number }; text: string; now: Date },
) {
  return db.transaction(async (tx) => {
    const ticket = await lockOwn(tx, input.id, input.who);
    if (ticket.status === 'resolved') throw refuse('ticketAlreadyResolved');
    await insertMessage(tx, { ticketId: ticket.id, author: 'customer', body: input.text, at: input.now });
    return updateTicket(tx, ticket.id, {
      status: ticket.status === 'waiting' ? 'open' : ticket.status,
      updatedAt: input.now,
    });
  });
}

/** The author rates the answer once, after the ticket is resolved. */
export function rateTicket(
  db: Db,
  input: {
    id: number;
    who: { role: TicketAuthor; userId: number };
    rating: number;
    comment?: string;
    now: Date;
  },
) {
  return db.transaction(async (tx) => {
    const ticket = await lockOwn(tx, input.id, input.who);
    if (ticket.status !== 'resolved') throw refuse('ticketNotResolvedYet');
    if (ticket.rating !== null) throw refuse('ticketAlreadyRated', 409);
    return updateTicket(tx, ticket.id, {
      rating: input.rating,
      ratingComment: input.comment || null,
      ratedAt: input.now,
      updatedAt: input.now,
    });
  });
}

const answerText: Record<LostItemAnswer, Record<Lang, string>> = {
  found: {
    en: 'The driver found the item. Our team will arrange its return.',
    bn: 'চালক জিনিসটি পেয়েছেন। আমাদের টিম এটি ফেরত দেওয়ার ব্যবস্থা করবে।',
  },
  not_found: {
    en: 'The driver did not find the item in the car.',
    bn: 'চালক গাড়িতে জিনিসটি খুঁজে পাননি।',
  },
};

/** The trip's driver answers a lost-item ticket; the passenger is told as of a staff reply. */
export function answerLostItem(
  db: Db,
  input: {
    id: number;
    driverUserId: number;
    answer: LostItemAnswer;
    text?: string;
    settings: TellSettings;
    now: Date;
  },
) {
  return db.transaction(async (tx) => {
    const ticket = await lockTicket(tx, input.id);
    if (!ticket || ticket.lostItemDriverUserId !== input.driverUserId) throw ticketNotFound();
    if (ticket.status === 'resolved') throw refuse('ticketAlreadyResolved');
    const said = answerText[input.answer][ticket.authorLang];
    const body = input.text ? `${said}\n${input.text}` : said;
    const message = await insertMessage(tx, { ticketId: ticket.id, author: 'driver', body, at: input.now });
    const changed = await updateTicket(tx, ticket.id, {
      lostItemAnswer: input.answer,
      status: ticket.status === 'waiting' ? 'open' : ticket.status,
      updatedAt: input.now,
    });
    await tellAuthorOfReply(tx, {
      ticket: changed,
      messageId: message.id,
      text: body,
      settings: input.settings,
      now: input.now,
    });
    return changed;
  });
}
