import { z } from 'zod';
import { humanCheckField } from '../validation/human-check';
import { mobileSchema } from '../validation/phone';

// Support tickets (DESIGN.md §18, issue 46): what a passenger or driver opens when something went wrong,
// the thread both sides read, and the staff inbox's queues, timers and outcomes.

export const ticketCategories = [
  'fare',
  'behaviour',
  'lost_item',
  'safety',
  'payment',
  'app',
  'other',
] as const;
export type TicketCategory = (typeof ticketCategories)[number];

/** new: nobody answered yet; open: staff on it; waiting: for the customer; resolved: closed with an outcome. */
export const ticketStatuses = ['new', 'open', 'waiting', 'resolved'] as const;
export type TicketStatus = (typeof ticketStatuses)[number];

export const ticketAuthors = ['passenger', 'driver'] as const;
export type TicketAuthor = (typeof ticketAuthors)[number];

/** What resolving a ticket came to; the console's report counts them. */
export const ticketOutcomes = [
  'refund_requested',
  'driver_warned',
  'no_action',
  'item_returned',
  'other',
] as const;
export type TicketOutcome = (typeof ticketOutcomes)[number];

/** The driver's answer to a lost-item ticket on their trip. */
export const lostItemAnswers = ['found', 'not_found'] as const;
export type LostItemAnswer = (typeof lostItemAnswers)[number];

/** Who wrote a message of the thread: the customer, staff, the trip's driver (lost item) or the system. */
export const ticketMessageAuthors = ['customer', 'staff', 'driver', 'system'] as const;
export type TicketMessageAuthor = (typeof ticketMessageAuthors)[number];

export const MAX_TICKET_PICTURES = 3;

const ticketText = z.string().trim().min(1).max(2000);

/** POST /{user,driver}/tickets. */
export const openTicketSchema = z.object({
  category: z.enum(ticketCategories),
  trip_id: z.int().positive().optional(),
  text: ticketText,
});
export type OpenTicket = z.infer<typeof openTicketSchema>;

/** POST /api/v3/tickets: a ticket from someone not logged in, by their number and the human check. */
export const publicTicketSchema = z.object({
  mobile: mobileSchema,
  category: z.enum(ticketCategories),
  text: ticketText,
  ...humanCheckField,
});
export type PublicTicket = z.infer<typeof publicTicketSchema>;

export const ticketReplySchema = z.object({ text: ticketText });
export const ticketRatingSchema = z.object({
  rating: z.int().min(1).max(5),
  comment: z.string().trim().max(1000).optional(),
});
export const lostItemAnswerSchema = z.object({
  answer: z.enum(lostItemAnswers),
  text: z.string().trim().max(1000).optional(),
});

export const ticketMessageViewSchema = z.object({
  id: z.int(),
  author: z.enum(ticketMessageAuthors),
  text: z.string(),
  at: z.string(),
});

/** A ticket as its author reads it (never internal notes, never the other side's number). */
export const ticketViewSchema = z.object({
  id: z.int(),
  category: z.enum(ticketCategories),
  status: z.enum(ticketStatuses),
  trip_id: z.int().nullable(),
  created_at: z.string(),
  resolved_at: z.string().nullable(),
  rating: z.int().nullable(),
  rating_comment: z.string().nullable(),
  lost_item_answer: z.enum(lostItemAnswers).nullable(),
  pictures: z.array(z.string()),
  messages: z.array(ticketMessageViewSchema),
});
export type TicketView = z.infer<typeof ticketViewSchema>;
export type TicketMessageView = z.infer<typeof ticketMessageViewSchema>;

/** A lost-item ticket on the driver's trip, as that driver reads it: the item, never the passenger's number. */
export const lostItemQueryViewSchema = z.object({
  id: z.int(),
  trip_id: z.int(),
  status: z.enum(ticketStatuses),
  created_at: z.string(),
  lost_item_answer: z.enum(lostItemAnswers).nullable(),
  messages: z.array(ticketMessageViewSchema),
});
export type LostItemQueryView = z.infer<typeof lostItemQueryViewSchema>;

/** A canned reply staff pick in the inbox, in both languages. */
export const cannedReplySchema = z.object({
  title: z.string().trim().min(1).max(100),
  text_en: z.string().trim().min(1).max(2000),
  text_bn: z.string().trim().min(1).max(2000),
});

/** The support settings: the timers' targets and the canned replies. */
export const supportSettingsSchema = z.object({
  first_response_minutes: z.int().min(1).max(10_080),
  resolution_hours: z.int().min(1).max(720),
  canned_replies: z.array(cannedReplySchema).max(50),
});
export type SupportSettings = z.infer<typeof supportSettingsSchema>;

export const defaultSupportSettings: SupportSettings = {
  first_response_minutes: 60,
  resolution_hours: 48,
  canned_replies: [
    {
      title: 'Looking into it',
      text_en: 'Thank you for telling us. We are looking into it and will reply soon.',
      text_bn: 'আমাদের জানানোর জন্য ধন্যবাদ। আমরা বিষয়টি দেখছি এবং শিগগিরই উত্তর দেব।',
    },
    {
      title: 'Refund requested',
      text_en: 'We have requested a refund for you. It reaches you within 7 working days.',
      text_bn: 'আমরা আপনার জন্য রিফান্ডের অনুরোধ করেছি। ৭ কর্মদিবসের মধ্যে এটি আপনার কাছে পৌঁছাবে।',
    },
  ],
};
