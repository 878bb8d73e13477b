import type { TicketOutcome, TicketStatus } from '@pothik/domain';
import type { DbOrTx } from '../../db/client';
import { refuse } from '../../lib/errors';
import { type TellSettings, tellAuthorOfReply } from './notify';
import {
  findTicket,
  insertMessage,
  listMessages,
  listPictures,
  listQueue,
  listTicketsOfMobile,
  lockTicket,
  type QueueFilter,
  type TicketRow,
  updateTicket,
} from './repo';
import { ticketNotFound } from './tickets';

// The staff's side of tickets (the console's support inbox, DESIGN.md §18): the queue with breached
// tickets first, one ticket with its whole thread (internal notes too) and the customer's other tickets,
// and each step staff take, in the caller's transaction (admin writes its audit entry in the same one).

export type { QueueFilter, TicketRow };
export type TicketChange = { before: TicketRow; after: TicketRow };

export function listTicketsForConsole(
  db: DbOrTx,
  filter: QueueFilter,
  page: { offset: number; limit: number; now: Date },
) {
  return listQueue(db, filter, page);
}

export async function ticketForConsole(db: DbOrTx, id: number) {
  const ticket = await findTicket(db, id);
  if (!ticket) return undefined;
  const [messages, pictures, otherTickets] = await Promise.all([
    listMessages(db, id, true),
    listPictures(db, id),
    listTicketsOfMobile(db, ticket.authorMobile, id),
  ]);
  return { ticket, messages, pictures, otherTickets };
}

async function lockOpen(tx: DbOrTx, id: number) {
  const ticket = await lockTicket(tx, id);
  if (!ticket) throw ticketNotFound();
  if (ticket.status === 'resolved') throw refuse('ticketAlreadyResolved');
  return ticket;
}

/**
 * A staff reply: into the thread, the first response's time kept, the ticket now waits for the
 * customer, who is told by SMS and push (as their preferences say).
 */
export async function staffReplyInTx(
  tx: DbOrTx,
  input: { id: number; staffId: number; text: string; settings: TellSettings; now: Date },
): Promise<TicketChange> {
  const before = await lockOpen(tx, input.id);
  const message = await insertMessage(tx, {
    ticketId: before.id,
    author: 'staff',
    staffId: input.staffId,
    body: input.text,
    at: input.now,
  });
  const after = await updateTicket(tx, before.id, {
    status: 'waiting',
    firstResponseAt: before.firstResponseAt ?? input.now,
    assigneeId: before.assigneeId ?? input.staffId,
    updatedAt: input.now,
  });
  await tellAuthorOfReply(tx, {
    ticket: after,
    messageId: message.id,
    text: input.text,
    settings: input.settings,
    now: input.now,
  });
  return { before, after };
}

/** A note for staff only: never in the customer's thread, never told to anyone. */
export async function addTicketNoteInTx(
  tx: DbOrTx,
  input: { id: number; staffId: number; text: string; now: Date },
): Promise<TicketChange> {
  const before = await lockTicket(tx, input.id);
  if (!before) throw ticketNotFound();
  await insertMessage(tx, {
    ticketId: before.id,
    author: 'staff',
    staffId: input.staffId,
    body: input.text,
    internal: true,
    at: input.now,
  });
  const after = await updateTicket(tx, before.id, { updatedAt: input.now });
  return { before, after };
}

/** Assigns (or unassigns) the ticket and sets its status (a new ticket someone takes is open). */
export async function updateTicketInTx(
  tx: DbOrTx,
  input: {
    id: number;
    assigneeId?: number | null;
    status?: Exclude<TicketStatus, 'resolved' | 'new'>;
    now: Date;
  },
): Promise<TicketChange> {
  const before = await lockOpen(tx, input.id);
  const assigneeId = input.assigneeId === undefined ? before.assigneeId : input.assigneeId;
  const status = input.status ?? (before.status === 'new' && assigneeId !== null ? 'open' : before.status);
  const after = await updateTicket(tx, before.id, { assigneeId, status, updatedAt: input.now });
  return { before, after };
}

/** Resolves the ticket with its outcome (and a note for staff); the customer may then rate the answer. */
export async function resolveTicketInTx(
  tx: DbOrTx,
  input: { id: number; staffId: number; outcome: TicketOutcome; note?: string | null; now: Date },
): Promise<TicketChange> {
  const before = await lockOpen(tx, input.id);
  if (input.note) {
    await insertMessage(tx, {
      ticketId: before.id,
      author: 'staff',
      staffId: input.staffId,
      body: input.note,
      internal: true,
      at: input.now,
    });
  }
  const after = await updateTicket(tx, before.id, {
    status: 'resolved',
    outcome: input.outcome,
    resolvedAt: input.now,
    resolvedBy: input.staffId,
    assigneeId: before.assigneeId ?? input.staffId,
    updatedAt: input.now,
  });
  return { before, after };
}
