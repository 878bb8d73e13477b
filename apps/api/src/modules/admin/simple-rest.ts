import type { FastifyReply } from 'fastify';
import { z } from 'zod';

// react-admin's simple REST shape (ra-data-simple-rest): GET /things?range=[0,24]&sort=["id","ASC"]
// &filter={} answers the page as a bare array with `Content-Range: things 0-24/319`.

const jsonArray = z
  .string()
  .max(100)
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'Invalid input.' });
      return z.NEVER;
    }
  })
  .pipe(z.tuple([z.number().int().min(0), z.number().int().min(0)]));

export const listQuerySchema = z.object({
  range: jsonArray.optional(),
  sort: z.string().max(200).optional(),
  filter: z.string().max(2000).optional(),
});

const MAX_PAGE = 100;

/** The offset and page size a `range` asks for, a page of at most 100 rows. */
export function pageOf(range: [number, number] | undefined) {
  const [first, last] = range ?? [0, 24];
  return { offset: first, limit: Math.max(1, Math.min(MAX_PAGE, last - first + 1)) };
}

export function sendPage<T>(reply: FastifyReply, resource: string, rows: T[], offset: number, total: number) {
  const last = rows.length === 0 ? offset : offset + rows.length - 1;
  reply.header('content-range', `${resource} ${offset}-${last}/${total}`);
  reply.header('access-control-expose-headers', 'Content-Range');
  reply.header('cache-control', 'no-store');
  return rows;
}

/** The list's `filter` read against `schema`; an unreadable or unknown filter filters nothing. */
export function parseFilter<S extends z.ZodType>(filter: string | undefined, schema: S): Partial<z.infer<S>> {
  try {
    const parsed = schema.safeParse(JSON.parse(filter ?? '{}'));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

const sortSchema = z.tuple([z.string().regex(/^[a-z_]{1,40}$/), z.enum(['ASC', 'DESC'])]);

/** The list's `sort` (`["published_at","DESC"]`) with the field in the schema's camelCase, or none. */
export function parseSort(sort: string | undefined): { field: string; order: 'ASC' | 'DESC' } | undefined {
  try {
    const parsed = sortSchema.safeParse(JSON.parse(sort ?? 'null'));
    if (!parsed.success) return undefined;
    const [field, order] = parsed.data;
    return { field: field.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase()), order };
  } catch {
    return undefined;
  }
}
