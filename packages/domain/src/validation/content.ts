import { z } from 'zod';
import { campaignTrackEvents } from '../contract/content';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, MAX_ROW_ID } from '../reference/limits';
import { tripStatuses } from '../reference/trip-status';
import { idSchema } from './fields';
import { validationMessage as msg } from './messages';

/** POST /web/store/web-campaign-track. */
export const campaignTrackSchema = z.object({
  campaign_id: idSchema(),
  event: z.enum(campaignTrackEvents, { error: msg('invalidInput') }),
  session_id: z
    .string({ error: msg('invalidInput') })
    .min(8, { error: msg('invalidInput') })
    .max(128),
});
export type CampaignTrack = z.infer<typeof campaignTrackSchema>;

/** The same endpoint takes one event, a bare array of them, or the web's beacon batch `{events: [...]}`. */
export const campaignTrackBodySchema = z.preprocess(
  (body) => {
    if (Array.isArray(body)) return { events: body };
    return body && typeof body === 'object' && !('events' in body) ? { events: [body] } : body;
  },
  z.object({
    events: z
      .array(campaignTrackSchema, { error: msg('invalidInput') })
      .min(1, { error: msg('invalidInput') })
      .max(50, { error: msg('invalidInput') }),
  }),
);

// Query strings and path params arrive as text, hence the coercion.
const positiveInt = z.coerce.number({ error: msg('invalidInput') }).int({ error: msg('invalidInput') });

/** `?page=&per_page=` (DESIGN.md §4). */
export const paginationQuerySchema = z.object({
  page: positiveInt.min(1, { error: msg('invalidInput') }).default(1),
  per_page: positiveInt
    .min(1, { error: msg('invalidInput') })
    .max(MAX_PAGE_SIZE, { error: msg('invalidInput') })
    .default(DEFAULT_PAGE_SIZE),
});
export type PaginationQuery = z.infer<typeof paginationQuerySchema>;

/** GET /user/trips. */
export const tripListQuerySchema = paginationQuerySchema.extend({
  status: z.enum(tripStatuses, { error: msg('statusInvalid') }).optional(),
});
export type TripListQuery = z.infer<typeof tripListQuerySchema>;

/** `{id}` path params. */
/** A row id from a path or a query: a positive integer the database's `integer` can hold. */
export const rowIdSchema = positiveInt
  .positive({ error: msg('idInvalid') })
  .max(MAX_ROW_ID, { error: msg('idInvalid') });
export const idParamsSchema = z.object({ id: rowIdSchema });
export type IdParams = z.infer<typeof idParamsSchema>;
