import {
  highDemandSchema,
  idParamsSchema,
  MAX_ISO_DATETIME_LENGTH,
  type PricingSettings,
  pricingSettingsSchema,
  promoCategories,
  promoCodeTypes,
  validationMessage,
} from '@pothik/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inTransaction } from '../../db/changes/changes';
import { refuse } from '../../lib/errors';
import {
  changePromo,
  createPromo,
  findPromo,
  listPromosForConsole,
  type NewPromo,
  type PromoRow,
} from '../promos';
import { getHighDemand, getPricingSettings, saveHighDemand, savePricingSettings } from '../settings';
import { writeAudit } from './audit';
import { listQuerySchema, pageOf, sendPage } from './simple-rest';
import { currentStaff, requireStaff } from './staff-session';

const promoView = (p: PromoRow) => ({
  id: p.id,
  code: p.code,
  title_en: p.titleEn,
  title_bn: p.titleBn,
  category: p.category,
  code_type: p.codeType,
  promo_code_amount: p.promoCodeAmount,
  up_to_amount: p.upToAmount,
  starts_at: p.startsAt.toISOString(),
  ends_at: p.endsAt.toISOString(),
  per_user_limit: p.perUserLimit,
  total_limit: p.totalLimit,
  used_count: p.usedCount,
  is_active: p.isActive,
});

const amount = z.number().int().min(0).max(1_000_000);
const promoBody = z
  .object({
    code: z
      .string()
      .trim()
      .max(20, { error: validationMessage('promoCodeFormat'), abort: true })
      .toUpperCase()
      .regex(/^[A-Z0-9]{3,20}$/, { error: validationMessage('promoCodeFormat') }),
    title_en: z.string().trim().min(1).max(120),
    title_bn: z.string().trim().min(1).max(120),
    category: z.enum(promoCategories),
    code_type: z.enum(promoCodeTypes),
    promo_code_amount: amount,
    up_to_amount: amount.default(0),
    starts_at: z.iso.datetime({ offset: true, abort: true }).max(MAX_ISO_DATETIME_LENGTH),
    ends_at: z.iso.datetime({ offset: true, abort: true }).max(MAX_ISO_DATETIME_LENGTH),
    per_user_limit: z.number().int().min(1).max(100).default(1),
    total_limit: z.number().int().min(1).nullish(),
    is_active: z.boolean().default(true),
  })
  .refine((p) => Date.parse(p.ends_at) > Date.parse(p.starts_at), {
    path: ['ends_at'],
    error: validationMessage('endDateBeforeStart'),
  })
  .refine((p) => p.code_type !== 'percentage' || p.promo_code_amount <= 100, {
    path: ['promo_code_amount'],
    error: validationMessage('percentageTooHigh'),
  });

const toRow = (b: z.infer<typeof promoBody>): Omit<NewPromo, 'id'> => ({
  code: b.code,
  titleEn: b.title_en,
  titleBn: b.title_bn,
  category: b.category,
  codeType: b.code_type,
  promoCodeAmount: b.promo_code_amount,
  upToAmount: b.up_to_amount,
  startsAt: new Date(b.starts_at),
  endsAt: new Date(b.ends_at),
  perUserLimit: b.per_user_limit,
  totalLimit: b.total_limit ?? null,
  isActive: b.is_active,
});

// The notice is one line of a banner on the site; GET /cars answers it with the contract's schema.
const highDemandInputSchema = highDemandSchema.extend({
  message_en: z.string().max(300),
  message_bn: z.string().max(300),
});
type StaffGuard = ReturnType<typeof requireStaff>;

/** Admins set promos and the pricing model; ops turn the high-demand notice on and off. */
export default async function pricingRoutes(app: FastifyInstance) {
  const tags = ['admin'];
  const admins = requireStaff(app, ['admin']);
  const ops = requireStaff(app, ['ops', 'admin']);
  registerPromoRoutes(app, tags, admins);
  registerPricingModelRoutes(app, tags, admins);
  registerHighDemandRoutes(app, tags, ops);
}

/** GET, POST and PUT /promos. */
function registerPromoRoutes(app: FastifyInstance, tags: string[], admins: StaffGuard) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/promos',
    { onRequest: admins, schema: { tags, querystring: listQuerySchema } },
    async (request, reply) => {
      const { offset, limit } = pageOf(request.query.range);
      const { rows, total } = await listPromosForConsole(app.database.db, { offset, limit });
      return sendPage(reply, 'promos', rows.map(promoView), offset, total);
    },
  );

  r.get('/promos/:id', { onRequest: admins, schema: { tags, params: idParamsSchema } }, async (request) => {
    const promo = await findPromo(app.database.db, request.params.id);
    if (!promo) throw refuse('promoInvalid', 404);
    return promoView(promo);
  });

  r.post('/promos', { onRequest: admins, schema: { tags, body: promoBody } }, async (request, reply) => {
    const { staff } = currentStaff(request);
    const now = app.clock.now();
    const promo = await app.database.db.transaction(async (tx) => {
      const created = await createPromo(tx, { ...toRow(request.body), createdAt: now });
      await writeAudit(tx, {
        staffId: staff.id,
        action: 'promo.create',
        entity: 'promo',
        entityId: created.id,
        after: promoView(created),
        ip: request.ip,
        at: now,
      });
      return created;
    });
    reply.code(201);
    return promoView(promo);
  });

  r.put(
    '/promos/:id',
    { onRequest: admins, schema: { tags, params: idParamsSchema, body: promoBody } },
    async (request) => {
      const { staff } = currentStaff(request);
      const now = app.clock.now();
      const promo = await app.database.db.transaction(async (tx) => {
        const changed = await changePromo(tx, request.params.id, toRow(request.body));
        if (!changed) throw refuse('promoInvalid', 404);
        const { before, after } = changed;
        await writeAudit(tx, {
          staffId: staff.id,
          action: 'promo.update',
          entity: 'promo',
          entityId: before.id,
          before: promoView(before),
          after: promoView(after),
          ip: request.ip,
          at: now,
        });
        return after;
      });
      return promoView(promo);
    },
  );
}

/** GET and PUT /settings/pricing/current: the pricing model. */
function registerPricingModelRoutes(app: FastifyInstance, tags: string[], admins: StaffGuard) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // Settings are single objects; react-admin edits each as the record `current` of its resource.
  r.get('/settings/pricing/current', { onRequest: admins, schema: { tags } }, async () => ({
    id: 'current',
    ...(await getPricingSettings(app.database.db)),
  }));

  r.put(
    '/settings/pricing/current',
    { onRequest: admins, schema: { tags, body: pricingSettingsSchema } },
    async (request) => {
      const { staff } = currentStaff(request);
      const now = app.clock.now();
      const value = request.body as PricingSettings;
      await inTransaction(app.database.db, async (tx) => {
        const before = await getPricingSettings(tx);
        await savePricingSettings(tx, value, now);
        await writeAudit(tx, {
          staffId: staff.id,
          action: 'settings.pricing',
          entity: 'settings',
          entityId: 'pricing',
          before,
          after: value,
          ip: request.ip,
          at: now,
        });
      });
      return { id: 'current', ...value };
    },
  );
}

/** GET and PUT /settings/high-demand/current: the site's high-demand notice. */
function registerHighDemandRoutes(app: FastifyInstance, tags: string[], ops: StaffGuard) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/settings/high-demand/current', { onRequest: ops, schema: { tags } }, async () => ({
    id: 'current',
    ...(await getHighDemand(app.database.db)),
  }));

  r.put(
    '/settings/high-demand/current',
    { onRequest: ops, schema: { tags, body: highDemandInputSchema } },
    async (request) => {
      const { staff } = currentStaff(request);
      const now = app.clock.now();
      await inTransaction(app.database.db, async (tx) => {
        const before = await getHighDemand(tx);
        await saveHighDemand(tx, request.body, now);
        await writeAudit(tx, {
          staffId: staff.id,
          action: 'settings.high_demand',
          entity: 'settings',
          entityId: 'high_demand',
          before,
          after: request.body,
          ip: request.ip,
          at: now,
        });
      });
      return { id: 'current', ...request.body };
    },
  );
}
