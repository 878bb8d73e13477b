import { rowIdSchema, validationMessage } from '@pothik/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inTransaction } from '../../db/changes/changes';
import { refuse } from '../../lib/errors';
import { FOREIGN_KEY_VIOLATION, pgErrorOf, UNIQUE_VIOLATION } from '../../lib/pg-error';
import {
  changeContentRow,
  findContentForConsole,
  keyFieldOf,
  listContentForConsole,
  popupTrackTotals,
  removeContentRow,
  saveContent,
} from '../content';
import { releasePictures } from '../pictures';
import { writeAudit } from './audit';
import { type ContentResource, contentResources } from './content-schemas';
import { listQuerySchema, pageOf, parseFilter, parseSort, sendPage } from './simple-rest';
import { currentStaff, requireStaff } from './staff-session';

type Row = Record<string, unknown>;

const toSnake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const toCamel = (key: string) => key.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
const timeFields = new Set(['published_at', 'starts_at', 'ends_at']);

/** A stored row as the console reads it: snake_case, ISO times, `id` even for pages (their key). */
function toView(resource: ContentResource, row: Row, siteOrigin: string, extra: Row = {}): Row {
  const view: Row = {};
  for (const [key, value] of Object.entries(row)) {
    view[toSnake(key)] = value instanceof Date ? value.toISOString() : value;
  }
  view.id = row[keyFieldOf(resource.kind)];
  const path = resource.sitePath?.(view);
  view.view_url = path ? `${siteOrigin}${path}` : null;
  return { ...view, ...extra };
}

/** A checked body as the content tables store it; a publication time left out keeps the old one. */
function toRow(body: Row, now: Date, before: Row | undefined): Row {
  const row: Row = {};
  for (const [key, value] of Object.entries(body)) {
    row[toCamel(key)] = timeFields.has(key) && typeof value === 'string' ? new Date(value) : value;
  }
  // Only kinds with a status have a publication time.
  if ('status' in body && !body.published_at) row.publishedAt = before?.publishedAt ?? now;
  return row;
}

/** A write the database refused for a reason the editor can fix, as 422 on the field concerned. */
function refusalOf(err: unknown, resource: ContentResource): never {
  const pg = pgErrorOf(err);
  if (pg?.code === UNIQUE_VIOLATION)
    throw refuse('validationError', 422, { slug: [validationMessage('slugTaken')] });
  if (pg?.code === FOREIGN_KEY_VIOLATION) {
    const field = pg.constraint?.includes('blog_id')
      ? 'blog_id'
      : pg.constraint?.includes('offer_id')
        ? 'offer_id'
        : (resource.parentField ?? 'category_id');
    throw refuse('validationError', 422, { [field]: [validationMessage('linkedEntryMissing')] });
  }
  throw err;
}

const contentFilter = z.object({
  q: z.string().trim().min(1).max(100).optional(),
  status: z.enum(['draft', 'published']).optional(),
  blog_id: rowIdSchema.optional(),
  offer_id: rowIdSchema.optional(),
  id: z
    .array(z.union([z.number().int().positive(), z.string().max(40)]))
    .max(100)
    .optional(),
});
type ContentRouteParts = ReturnType<typeof contentRouteParts>;
type OneResource = ReturnType<typeof oneResource>;

/**
 * Editors' content at /content/{resource} in react-admin's simple REST shape, one set of routes per
 * resource of content-schemas.ts. Every write is one transaction with its audit entry; once it
 * commits, every API process drops its content cache and asks every web process to drop the write's
 * tags (content_changed: content-changes.ts, site-revalidation.ts).
 */
export default async function contentRoutes(app: FastifyInstance) {
  const parts = contentRouteParts(app);
  for (const [name, resource] of Object.entries(contentResources)) {
    const one = oneResource(name, resource);
    registerContentReadRoutes(app, parts, one);
    registerContentUpdateRoute(app, parts, one);
    if (resource.isFixed) continue;
    registerContentCreateRoute(app, parts, one);
    registerContentDeleteRoute(app, parts, one);
  }
}

/** What every resource's routes share: the guard, the site's origin, the views and the audit entry. */
function contentRouteParts(app: FastifyInstance) {
  const tags = ['admin'];
  const editors = requireStaff(app, ['editor', 'admin']);
  const siteOrigin = app.config.webOrigins[0] ?? '';
  const db = () => app.database.db;

  /** The popup's view and click counts ride along with it. */
  async function viewsOf(resource: ContentResource, rows: Row[]) {
    if (resource.kind !== 'popup') return rows.map((row) => toView(resource, row, siteOrigin));
    const totals = await popupTrackTotals(
      db(),
      rows.map((row) => row.offerId as number),
    );
    return rows.map((row) => toView(resource, row, siteOrigin, totals.get(row.offerId as number)));
  }

  const audit = (request: FastifyRequest, entry: { action: string; entity: string; id: unknown }) => ({
    staffId: currentStaff(request).staff.id,
    action: entry.action,
    entity: entry.entity,
    entityId: String(entry.id),
    ip: request.ip,
    at: app.clock.now(),
  });
  return { tags, editors, siteOrigin, db, viewsOf, audit };
}

/** One resource of content-schemas.ts: its path, its key's schema and its audit entity. */
function oneResource(name: string, resource: ContentResource) {
  const base = `/content/${name}`;
  const params = z.object({
    id: resource.kind === 'page' ? z.string().min(1).max(40) : rowIdSchema,
  });
  const entity = `content.${name}`;
  return { name, resource, base, params, entity };
}

/** GET /content/{resource} and GET /content/{resource}/:id. */
function registerContentReadRoutes(app: FastifyInstance, parts: ContentRouteParts, one: OneResource) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { tags, editors, db, viewsOf } = parts;
  const { name, resource, base, params } = one;
  r.get(
    base,
    { onRequest: editors, schema: { tags, querystring: listQuerySchema } },
    async (request, reply) => {
      const { offset, limit } = pageOf(request.query.range);
      const filter = parseFilter(request.query.filter, contentFilter);
      const { rows, total } = await listContentForConsole(db(), resource.kind, {
        offset,
        limit,
        q: filter.q,
        status: filter.status,
        sort: parseSort(request.query.sort),
        parentId: resource.parentField ? filter[resource.parentField] : undefined,
        keys: filter.id,
      });
      return sendPage(reply, `content/${name}`, await viewsOf(resource, rows), offset, total);
    },
  );

  r.get(`${base}/:id`, { onRequest: editors, schema: { tags, params } }, async (request) => {
    const row = await findContentForConsole(db(), resource.kind, request.params.id);
    if (!row) throw refuse('contentNotFound', 404);
    return (await viewsOf(resource, [row]))[0];
  });
}

/** PUT /content/{resource}/:id. */
function registerContentUpdateRoute(app: FastifyInstance, parts: ContentRouteParts, one: OneResource) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { tags, editors, siteOrigin, db, viewsOf, audit } = parts;
  const { resource, base, params, entity } = one;
  r.put(
    `${base}/:id`,
    { onRequest: editors, schema: { tags, params, body: resource.body } },
    async (request) => {
      const key = request.params.id;
      const saved = await inTransaction(db(), async (tx) => {
        const changed = await changeContentRow(tx, resource.kind, key, (before) =>
          toRow(request.body as Row, app.clock.now(), before),
        );
        if (!changed) throw refuse('contentNotFound', 404);
        const { before, after, dropped } = changed;
        await writeAudit(tx, {
          ...audit(request, { action: `${entity}.update`, entity, id: key }),
          before: toView(resource, before, siteOrigin),
          after: toView(resource, after, siteOrigin),
        });
        return { row: after, dropped };
      }).catch((err: unknown) => refusalOf(err, resource));
      await releasePictures(app, saved.dropped);
      return (await viewsOf(resource, [saved.row]))[0];
    },
  );
}

/** POST /content/{resource}: a new entry (not for fixed resources). */
function registerContentCreateRoute(app: FastifyInstance, parts: ContentRouteParts, one: OneResource) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { tags, editors, siteOrigin, db, viewsOf, audit } = parts;
  const { resource, base, entity } = one;
  r.post(base, { onRequest: editors, schema: { tags, body: resource.body } }, async (request, reply) => {
    const saved = await inTransaction(db(), async (tx) => {
      const row = toRow(request.body as Row, app.clock.now(), undefined);
      const created = (await saveContent(tx, resource.kind, row as never)) as Row;
      const id = created[keyFieldOf(resource.kind)];
      await writeAudit(tx, {
        ...audit(request, { action: `${entity}.create`, entity, id }),
        after: toView(resource, created, siteOrigin),
      });
      return created;
    }).catch((err: unknown) => refusalOf(err, resource));
    reply.code(201);
    return (await viewsOf(resource, [saved]))[0];
  });
}

/** DELETE /content/{resource}/:id (not for fixed resources). */
function registerContentDeleteRoute(app: FastifyInstance, parts: ContentRouteParts, one: OneResource) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { tags, editors, siteOrigin, db, audit } = parts;
  const { resource, base, params, entity } = one;
  r.delete(`${base}/:id`, { onRequest: editors, schema: { tags, params } }, async (request) => {
    const key = request.params.id;
    const removed = await inTransaction(db(), async (tx) => {
      // A category's posts stay (uncategorised); a blog's places, a campaign's FAQs and popup go too.
      const gone = await removeContentRow(tx, resource.kind, key);
      if (!gone) throw refuse('contentNotFound', 404);
      const { before, pictures } = gone;
      await writeAudit(tx, {
        ...audit(request, { action: `${entity}.delete`, entity, id: key }),
        before: toView(resource, before, siteOrigin),
      });
      return { row: before, pictures };
    });
    await releasePictures(app, removed.pictures);
    return toView(resource, removed.row, siteOrigin);
  });
}
