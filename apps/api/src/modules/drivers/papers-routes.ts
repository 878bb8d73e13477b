import multipart from '@fastify/multipart';
import {
  documentHasExpiry,
  driverDocumentKinds,
  expiryRefusal,
  idParamsSchema,
  messageCatalogue,
} from '@pothik/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { refuse } from '../../lib/errors';
import { MAX_PICTURE_BYTES } from '../../lib/picture';
import { encodeUploadedPart, readImagePart } from '../../lib/picture-upload';
import { refusalSchema } from '../auth';
import { getDriverPaperSettings } from '../settings';
import { currentDriver } from './current-driver';
import { nidCheckOf } from './nid-check';
import { checkPictureToken } from './paper-links';
import { myPapersSchema, paperViewSchema, toPaperView } from './paper-views';
import { papersBlocking } from './papers';
import { findPicture, listDocumentsOfDriver, pictureIdsOf } from './papers-repo';
import { mandatoryPapersOf, uploadPaper } from './papers-service';

// The driver's papers (DESIGN.md §17), mounted at /api/v3/driver: the list with their review, and an
// upload from the phone through the safe picture path; and the private pictures behind signed links.

const uploadFieldsSchema = z.object({
  kind: z.enum(driverDocumentKinds),
  number: z.string().trim().min(1).max(40),
  expires_on: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
});

/** A date as the driver picks it: the paper holds through that day in Dhaka. */
const endOfDhakaDay = (day: string) => new Date(new Date(`${day}T00:00:00+06:00`).getTime() + 86_400_000);

const fieldsOf = (part: { fields: Record<string, unknown> }) =>
  Object.fromEntries(
    Object.entries(part.fields)
      .filter(([name]) => name !== 'image')
      .map(([name, field]) => [name, (field as { value?: unknown }).value]),
  );

/** The NID check's answer when one is configured and staff switched it on; null otherwise. */
async function checkNid(app: FastifyInstance, input: { nidNumber: string; name: string }, now: Date) {
  const check = nidCheckOf(app.config.nidCheck);
  if (!check || !(await getDriverPaperSettings(app.database.db)).nid_check) return null;
  return check.check(input, now);
}

export default async function paperRoutes(app: FastifyInstance) {
  await app.register(multipart, {
    limits: { fileSize: MAX_PICTURE_BYTES, files: 1, fields: 3, parts: 4, headerPairs: 50 },
  });
  registerPaperListRoute(app);
  registerPaperUploadRoute(app);
}

const routeParts = (app: FastifyInstance) => ({
  r: app.withTypeProvider<ZodTypeProvider>(),
  tags: ['driver'],
  security: [{ bearer: [] }],
  onRequest: app.requireUser('driver'),
});

/** GET /documents: the driver's papers and what keeps them from bidding. */
function registerPaperListRoute(app: FastifyInstance) {
  const { r, tags, security, onRequest } = routeParts(app);

  r.get(
    '/documents',
    {
      onRequest,
      schema: {
        summary: "The driver's papers, their review and what keeps them from bidding",
        tags,
        security,
        response: { 200: myPapersSchema, 403: refusalSchema },
      },
    },
    async (request, reply) => {
      const db = app.database.db;
      const driver = await currentDriver(db, request);
      const now = app.clock.now();
      const docs = await listDocumentsOfDriver(db, driver.id);
      const pictures = await pictureIdsOf(
        db,
        docs.map((d) => d.id),
      );
      reply.header('cache-control', 'private, no-store');
      return {
        data: {
          state: driver.state,
          paused_reason: driver.pausedReason,
          mandatory: mandatoryPapersOf(driver.carType),
          blocking: await papersBlocking(db, driver, now),
          documents: docs.map((d) => toPaperView(d, pictures.get(d.id) ?? [], app.config.jwtSecret, now)),
        },
      };
    },
  );
}

/** POST /documents: one paper from the phone. */
function registerPaperUploadRoute(app: FastifyInstance) {
  const { r, tags, security, onRequest } = routeParts(app);
  r.post(
    '/documents',
    {
      onRequest,
      schema: {
        summary: 'Upload a paper (multipart: kind, number, expires_on, then the picture as image)',
        tags,
        security,
        consumes: ['multipart/form-data'],
        response: { 201: z.object({ data: paperViewSchema }), 403: refusalSchema, 422: refusalSchema },
      },
    },
    async (request, reply) => {
      const db = app.database.db;
      const driver = await currentDriver(db, request);
      const now = app.clock.now();
      const part = await readImagePart(request);
      const fields = uploadFieldsSchema.safeParse(fieldsOf(part));
      if (!fields.success) {
        const errors: Record<string, string[]> = {};
        for (const issue of fields.error.issues)
          errors[String(issue.path[0])] = [messageCatalogue.invalidInput.en];
        throw refuse('validationError', 422, errors);
      }
      const { kind, number, expires_on } = fields.data;
      const expiresAt = expires_on && documentHasExpiry(kind) ? endOfDhakaDay(expires_on) : null;
      const expiry = expiryRefusal(kind, expiresAt, now);
      if (expiry) {
        const key = expiry === 'expiryRequired' ? 'documentExpiryRequired' : 'documentExpiryInPast';
        throw refuse(key, 422, { expires_on: [messageCatalogue[key].en] });
      }
      const sizes = await encodeUploadedPart(request, part, 'papers');
      const picture = sizes.at(-1)!.body;
      const nidCheck =
        kind === 'nid_front' ? await checkNid(app, { nidNumber: number, name: driver.name }, now) : null;
      const row = await db.transaction((tx) =>
        uploadPaper(tx, driver.id, { kind, number, expiresAt, picture, nidCheck }, now),
      );
      const ids = (await pictureIdsOf(db, [row.id])).get(row.id) ?? [];
      reply.code(201).header('cache-control', 'private, no-store');
      return { data: toPaperView(row, ids, app.config.jwtSecret, now) };
    },
  );
}

/** GET /api/v3/driver-document-pictures/:id?t=…: a paper's picture for whoever holds a live signed link. */
export async function paperPictureRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/driver-document-pictures/:id',
    {
      schema: {
        summary: "A paper's private picture behind a signed link of a few minutes (never cached)",
        tags: ['driver'],
        params: idParamsSchema,
        querystring: z.object({ t: z.string().max(40) }),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const verdict = checkPictureToken(
        app.config.jwtSecret,
        request.params.id,
        request.query.t,
        app.clock.now(),
      );
      if (verdict === 'expired') throw refuse('documentLinkExpired', 403);
      if (verdict === 'invalid') throw refuse('documentNotFound', 404);
      const picture = await findPicture(app.database.db, request.params.id);
      if (!picture) throw refuse('documentNotFound', 404);
      reply.header('content-type', 'image/webp').header('x-content-type-options', 'nosniff');
      return reply.send(picture.body);
    },
  );
}
