import type { LostItemQueryView, TicketMessageView, TicketView } from '@pothik/domain';
import type { DbOrTx } from '../../db/client';
import { listMessages, listPictures, type TicketMessageRow, type TicketRow } from './repo';

// Tickets as their readers see them: the author the whole thread but staff's internal notes; the driver
// a lost item asks, the passenger's description and their own answers. No one's number, ever.

const messageView = (m: TicketMessageRow): TicketMessageView => ({
  id: m.id,
  author: m.author,
  text: m.body,
  at: m.createdAt.toISOString(),
});

export function ticketSummary(ticket: TicketRow): Omit<TicketView, 'messages' | 'pictures'> {
  return {
    id: ticket.id,
    category: ticket.category,
    status: ticket.status,
    trip_id: ticket.tripId,
    created_at: ticket.createdAt.toISOString(),
    resolved_at: ticket.resolvedAt?.toISOString() ?? null,
    rating: ticket.rating,
    rating_comment: ticket.ratingComment,
    lost_item_answer: ticket.lostItemAnswer,
  };
}

/** The author's view: never an internal note. */
export async function authorView(db: DbOrTx, ticket: TicketRow): Promise<TicketView> {
  const [messages, pictures] = await Promise.all([
    listMessages(db, ticket.id, false),
    listPictures(db, ticket.id),
  ]);
  return { ...ticketSummary(ticket), pictures, messages: messages.map(messageView) };
}

/** What the driver a lost item asks reads: the passenger's first message and the driver's own. */
export async function lostItemView(db: DbOrTx, ticket: TicketRow): Promise<LostItemQueryView> {
  const messages = await listMessages(db, ticket.id, false);
  const shown = messages.filter((m, i) => (i === 0 && m.author === 'customer') || m.author === 'driver');
  return {
    id: ticket.id,
    trip_id: ticket.tripId ?? 0,
    status: ticket.status,
    created_at: ticket.createdAt.toISOString(),
    lost_item_answer: ticket.lostItemAnswer,
    messages: shown.map(messageView),
  };
}
