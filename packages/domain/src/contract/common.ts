import { z } from 'zod';

// Field shapes every response contract shares (DESIGN.md §4): times ISO 8601 UTC, money whole taka,
// lists paged as { items, page, per_page, total }.

export const isoTime = z.string().describe('ISO 8601, UTC');

export const taka = z.number().int();

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
  });
