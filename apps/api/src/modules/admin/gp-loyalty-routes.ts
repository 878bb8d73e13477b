import {
  gpLoyaltyImportedSchema,
  gpLoyaltyMemberSchema,
  gpLoyaltyTiers,
  messageCatalogue,
  mobileSchema,
} from '@pothik/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { refuse } from '../../lib/errors';
import { listGpLoyalty, removeGpLoyalty, saveGpLoyaltyMembers } from '../leads';
import { auditListRead, writeAudit } from './audit';
import type { LeadsRouteParts } from './leads-routes';
import { listQuerySchema, pageOf, sendPage } from './simple-rest';
import { currentStaff } from './staff-session';

const csvLine = z.tuple([mobileSchema, z.enum(gpLoyaltyTiers)]);

/** GET, POST and DELETE /gp-loyalty, and POST /gp-loyalty/import (a CSV file). */
export function registerGpLoyaltyRoutes(app: FastifyInstance, parts: LeadsRouteParts) {
  registerGpLoyaltyListRoutes(app, parts);
  registerGpLoyaltyChangeRoutes(app, parts);
}

/** GET and POST /gp-loyalty: the list and one member added. */
function registerGpLoyaltyListRoutes(app: FastifyInstance, { tags, ops }: LeadsRouteParts) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/gp-loyalty',
    {
      onRequest: ops,
      schema: { tags, querystring: listQuerySchema, response: { 200: z.array(gpLoyaltyMemberSchema) } },
    },
    async (request, reply) => {
      const { offset, limit } = pageOf(request.query.range);
      const { rows, total } = await listGpLoyalty(app.database.db, { offset, limit });
      await auditListRead(app, request, {
        entity: 'gp_loyalty',
        filter: {},
        offset,
        rows: rows.length,
        total,
      });
      const items = rows.map((m) => ({
        id: m.mobile,
        mobile: m.mobile,
        tier: m.tier,
        added_at: m.addedAt.toISOString(),
      }));
      return sendPage(reply, 'gp-loyalty', items, offset, total);
    },
  );

  r.post(
    '/gp-loyalty',
    {
      onRequest: ops,
      schema: { tags, body: z.object({ mobile: mobileSchema, tier: z.enum(gpLoyaltyTiers) }) },
    },
    async (request) => {
      const { staff } = currentStaff(request);
      const now = app.clock.now();
      await app.database.db.transaction(async (tx) => {
        await saveGpLoyaltyMembers(tx, [request.body]);
        await writeAudit(tx, {
          staffId: staff.id,
          action: 'gp_loyalty.add',
          entity: 'gp_loyalty',
          entityId: request.body.mobile,
          after: request.body,
          ip: request.ip,
          at: now,
        });
      });
      return { id: request.body.mobile, ...request.body };
    },
  );
}

/** DELETE /gp-loyalty/:mobile and POST /gp-loyalty/import (a CSV file). */
function registerGpLoyaltyChangeRoutes(app: FastifyInstance, { tags, ops }: LeadsRouteParts) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.delete(
    '/gp-loyalty/:mobile',
    { onRequest: ops, schema: { tags, params: z.object({ mobile: mobileSchema }) } },
    async (request) => {
      const { staff } = currentStaff(request);
      const now = app.clock.now();
      const removed = await app.database.db.transaction(async (tx) => {
        const row = await removeGpLoyalty(tx, request.params.mobile);
        if (!row) throw refuse('pageNotFound', 404);
        await writeAudit(tx, {
          staffId: staff.id,
          action: 'gp_loyalty.remove',
          entity: 'gp_loyalty',
          entityId: row.mobile,
          before: { mobile: row.mobile, tier: row.tier },
          ip: request.ip,
          at: now,
        });
        return row;
      });
      return { id: removed.mobile, mobile: removed.mobile, tier: removed.tier };
    },
  );

  // POST text/csv `mobile,tier` lines (a header line is allowed): all rows or none.
  r.post(
    '/gp-loyalty/import',
    { onRequest: ops, schema: { tags, response: { 200: gpLoyaltyImportedSchema } } },
    (request) => importGpLoyalty(app, request),
  );
}

/** Every `mobile,tier` line of the CSV body upserted, or a 422 naming the lines it could not read. */
async function importGpLoyalty(app: FastifyInstance, request: FastifyRequest) {
  const { staff } = currentStaff(request);
  if (typeof request.body !== 'string') throw refuse('validationError', 422, { file: ['Invalid input.'] });
  const lines = request.body
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !/^mobile\s*,/i.test(line));
  const members: { mobile: string; tier: (typeof gpLoyaltyTiers)[number] }[] = [];
  const errors: string[] = [];
  lines.forEach((line, i) => {
    const parsed = csvLine.safeParse(line.split(',').map((cell) => cell.trim().replace(/^"|"$/g, '')));
    if (parsed.success) members.push({ mobile: parsed.data[0], tier: parsed.data[1] });
    else errors.push(`line ${i + 1}: ${line.slice(0, 40)}`);
  });
  if (errors.length > 0 || members.length === 0) {
    throw refuse('validationError', 422, {
      file: errors.length > 0 ? errors.slice(0, 20) : ['Invalid input.'],
    });
  }
  const now = app.clock.now();
  await app.database.db.transaction(async (tx) => {
    await saveGpLoyaltyMembers(tx, members);
    await writeAudit(tx, {
      staffId: staff.id,
      action: 'gp_loyalty.import',
      entity: 'gp_loyalty',
      after: { rows: members.length },
      ip: request.ip,
      at: now,
    });
  });
  return {
    message: messageCatalogue.gpLoyaltyImported.en,
    code: 'gpLoyaltyImported',
    data: { rows: members.length },
  };
}
