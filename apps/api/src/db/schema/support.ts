import {
  lostItemAnswers,
  ticketAuthors,
  ticketCategories,
  ticketMessageAuthors,
  ticketOutcomes,
  ticketStatuses,
} from '@pothik/domain';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { at, inList } from './column-helpers';
import { incidents } from './safety';
import { staffAccounts } from './staff';
import { trips } from './trips';

// Support tickets (DESIGN.md §18, issue 46). A ticket's author is a passenger or a driver account, or a
// number alone (opened logged out). Its timers' deadlines are set when it opens, from the support
// settings then in force, so a ticket's breach never moves when the targets change.

export const supportTickets = pgTable(
  'support_tickets',
  {
    id: serial('id').primaryKey(),
    category: text('category', { enum: ticketCategories }).notNull(),
    tripId: integer('trip_id').references(() => trips.id, { onDelete: 'set null' }),
    authorRole: text('author_role', { enum: ticketAuthors }).notNull(),
    authorUserId: integer('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Where staff replies are texted: the account's number, or the number a logged-out author gave. */
    authorMobile: text('author_mobile').notNull(),
    authorLang: text('author_lang', { enum: ['en', 'bn'] }).notNull(),
    status: text('status', { enum: ticketStatuses }).notNull().default('new'),
    assigneeId: integer('assignee_id').references(() => staffAccounts.id, { onDelete: 'set null' }),
    outcome: text('outcome', { enum: ticketOutcomes }),
    /** A lost-item ticket on a completed trip asks that trip's driver (their account). */
    lostItemDriverUserId: integer('lost_item_driver_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    lostItemAnswer: text('lost_item_answer', { enum: lostItemAnswers }),
    incidentId: integer('incident_id').references(() => incidents.id, { onDelete: 'set null' }),
    rating: integer('rating'),
    ratingComment: text('rating_comment'),
    ratedAt: at('rated_at'),
    createdAt: at('created_at').notNull(),
    firstResponseDueAt: at('first_response_due_at').notNull(),
    resolutionDueAt: at('resolution_due_at').notNull(),
    firstResponseAt: at('first_response_at'),
    resolvedAt: at('resolved_at'),
    resolvedBy: integer('resolved_by').references(() => staffAccounts.id, { onDelete: 'set null' }),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    check('support_tickets_category_check', sql`${t.category} in (${inList(ticketCategories)})`),
    check('support_tickets_author_role_check', sql`${t.authorRole} in (${inList(ticketAuthors)})`),
    check('support_tickets_author_lang_check', sql`${t.authorLang} in ('en', 'bn')`),
    check('support_tickets_status_check', sql`${t.status} in (${inList(ticketStatuses)})`),
    check('support_tickets_outcome_check', sql`${t.outcome} in (${inList(ticketOutcomes)})`),
    check('support_tickets_lost_item_answer_check', sql`${t.lostItemAnswer} in (${inList(lostItemAnswers)})`),
    check('support_tickets_rating_check', sql`${t.rating} between 1 and 5`),
    index('support_tickets_author_idx').on(t.authorUserId),
    index('support_tickets_lost_item_driver_idx').on(t.lostItemDriverUserId),
    index('support_tickets_open_idx').on(t.createdAt).where(sql`${t.status} <> 'resolved'`),
  ],
);

/** The thread: the customer's and staff's messages, the driver's lost-item answer, and staff's internal notes. */
export const supportTicketMessages = pgTable(
  'support_ticket_messages',
  {
    id: serial('id').primaryKey(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => supportTickets.id, { onDelete: 'cascade' }),
    author: text('author', { enum: ticketMessageAuthors }).notNull(),
    staffId: integer('staff_id').references(() => staffAccounts.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    /** Staff's note to staff: never shown to the customer or the driver. */
    internal: boolean('internal').notNull().default(false),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    check('support_ticket_messages_author_check', sql`${t.author} in (${inList(ticketMessageAuthors)})`),
    index('support_ticket_messages_ticket_idx').on(t.ticketId),
  ],
);

/** Up to 3 pictures per ticket, uploaded through the pictures path (re-encoded WebP). */
export const supportTicketPictures = pgTable(
  'support_ticket_pictures',
  {
    id: serial('id').primaryKey(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => supportTickets.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('support_ticket_pictures_ticket_idx').on(t.ticketId)],
);
