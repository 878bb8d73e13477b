import {
  type Lang,
  type LostItemAnswer,
  lostItemQueryViewSchema,
  type OpenTicket,
  type PublicTicket,
  ticketViewSchema,
} from '@pothik/domain';
import { z } from 'zod';
import { type ApiRequest, type ApiResult, apiFetch, apiPaths } from '@/lib/api-client';

// Support tickets (issue 46) through the signed-in person's own calls: the passenger's under
// /api/v3/user, the driver's under /api/v3/driver (the driver feature gives its caller). Each answer is
// checked against the contract outside production, as the other features do.
const checked = process.env.NODE_ENV !== 'production';
const none = undefined as never;

/** How the calls reach the API as the signed-in passenger or driver. */
export type TicketCaller = <T>(
  path: string,
  request: ApiRequest & { contract?: z.ZodType },
) => Promise<ApiResult<T>>;

export const passengerTicketCaller: TicketCaller = <T>(
  path: string,
  request: ApiRequest & { contract?: z.ZodType },
) => apiFetch(`${apiPaths.user}/user${path}`, { ...request, auth: true }) as Promise<ApiResult<T>>;

const summarySchema = ticketViewSchema
  .omit({ messages: true, pictures: true })
  .extend({ excerpt: z.string() });
export type TicketSummary = z.infer<typeof summarySchema>;
export type Ticket = z.infer<typeof ticketViewSchema>;
export type LostItemQuery = z.infer<typeof lostItemQueryViewSchema>;

export const fetchTickets = (call: TicketCaller, lang: Lang) =>
  call<TicketSummary[]>('/tickets', { lang, contract: checked ? z.array(summarySchema) : none });

export const fetchTicket = (call: TicketCaller, id: number, lang: Lang) =>
  call<Ticket>(`/tickets/${id}`, { lang, contract: checked ? ticketViewSchema : none });

export const openTicket = (call: TicketCaller, body: OpenTicket, lang: Lang) =>
  call<Ticket>('/tickets', { method: 'POST', body, lang, contract: checked ? ticketViewSchema : none });

export const replyToTicket = (call: TicketCaller, id: number, text: string, lang: Lang) =>
  call<Ticket>(`/tickets/${id}/replies`, {
    method: 'POST',
    body: { text },
    lang,
    contract: checked ? ticketViewSchema : none,
  });

export const addTicketPicture = (call: TicketCaller, id: number, file: File, lang: Lang) => {
  const body = new FormData();
  body.append('image', file);
  // A phone on a slow network needs longer than a JSON call to send 2 MB.
  return call<Ticket>(`/tickets/${id}/pictures`, {
    method: 'POST',
    body,
    lang,
    timeoutMs: 60_000,
    contract: checked ? ticketViewSchema : none,
  });
};

export const rateTicket = (call: TicketCaller, id: number, rating: number, comment: string, lang: Lang) =>
  call<Ticket>(`/tickets/${id}/rating`, {
    method: 'POST',
    body: { rating, ...(comment.trim() && { comment: comment.trim() }) },
    lang,
    contract: checked ? ticketViewSchema : none,
  });

export const fetchLostItems = (call: TicketCaller, lang: Lang) =>
  call<LostItemQuery[]>('/lost-items', { lang, contract: checked ? z.array(lostItemQueryViewSchema) : none });

export const answerLostItem = (call: TicketCaller, id: number, answer: LostItemAnswer, lang: Lang) =>
  call<LostItemQuery>(`/lost-items/${id}/answer`, {
    method: 'POST',
    body: { answer },
    lang,
    contract: checked ? lostItemQueryViewSchema : none,
  });

/** A logged-out ticket: the number, the human check's token when there is a check. */
export const openPublicTicket = (body: PublicTicket, lang: Lang) =>
  apiFetch<{ id: number }>(`${apiPaths.user}/tickets`, { method: 'POST', body, lang });
