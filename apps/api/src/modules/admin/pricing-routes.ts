import {
  advanceSettingsSchema,
  highDemandSchema,
  idParamsSchema,
  MAX_ISO_DATETIME_LENGTH,
  type PricingSettings,
  pricingSettingsSchema,
  promoCategories,
  promoCodeTypes,
  type ReliabilityThresholds,
  reliabilityThresholdsSchema,
  subscriptionSettingsSchema,
  validationMessage,
} from '@pothik/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inTransaction } from '../../db/changes/changes';
import type { DbOrTx } from '../../db/client';
import { refuse } from '../../lib/errors';
import {
  changePromo,
  createPromo,
  findPromo,
  listPromosForConsole,
  type NewPromo,
  type PromoRow,
} from '../promos';
import {
  driverPaperSettingsSchema,
  getAdvanceSettings,
  getDriverPaperSettings,
  getHighDemand,
  getPricingSettings,
  getReliabilityThresholds,
  getSubscriptionSettings,
  saveAdvanceSettings,
  saveDriverPaperSettings,
  saveHighDemand,
  savePricingSettings,
  saveReliabilityThresholds,
  saveSubscriptionSettings,
} from '../settings';
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
export type StaffGuard = ReturnType<typeof requireStaff>;

/** Admins set promos and the pricing model; ops turn the high-demand notice on and off. */
export default async function pricingRoutes(app: FastifyInstance) {
  const tags = ['admin'];
  const admins = requireStaff(app, ['admin']);
  const ops = requireStaff(app, ['ops', 'admin']);
  registerPromoRoutes(app, tags, admins);
  registerSettingRoutes(app, tags, {
    name: 'pricing',
    guard: admins,
    body: pricingSettingsSchema as z.ZodType<PricingSettings>,
    read: getPricingSettings,
    save: savePricingSettings,
  });
  registerSettingRoutes(app, tags, {
    name: 'high-demand',
    guard: ops,
    body: highDemandInputSchema,
    read: getHighDemand,
    save: saveHighDemand,
  });
  // Issue 44: the advance per trip type, the window to pay it in, and the late cancellation's refund.
  registerSettingRoutes(app, tags, {
    name: 'payments',
    guard: admins,
    body: advanceSettingsSchema,
    read: getAdvanceSettings,
    save: saveAdvanceSettings,
  });
  // Issue 45: when a driver's reliability warns them, and when it pauses their bidding for review.
  registerSettingRoutes(app, tags, {
    name: 'reliability',
    guard: admins,
    body: reliabilityThresholdsSchema as z.ZodType<ReliabilityThresholds>,
    read: getReliabilityThresholds,
    save: saveReliabilityThresholds,
  });
  // Issue 45: how long a departed driver's papers are kept, and whether new NIDs are checked.
  registerSettingRoutes(app, tags, {
    name: 'driver-papers',
    guard: admins,
    body: driverPaperSettingsSchema,
    read: getDriverPaperSettings,
    save: saveDriverPaperSettings,
  });
  // Issue 45 §5: the Smart Driver plan's monthly price and grace days; no invoice until a price is set.
  registerSettingRoutes(app, tags, {
    name: 'subscription',
    guard: admins,
    body: subscriptionSettingsSchema,
    read: getSubscriptionSettings,
    save: saveSubscriptionSettings,
  });
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

type SettingSpec<T> = {
  /** The resource under /settings, which react-admin edits as its record `current`. */
  name: string;
  guard: StaffGuard;
  body: z.ZodType<T>;
  read: (db: DbOrTx) => Promise<T>;
  save: (db: DbOrTx, value: T, now: Date) => Promise<void>;
};

/** GET and PUT /settings/{name}/current: one single-object setting, each change audited in its transaction. */
export function registerSettingRoutes<T extends object>(
  app: FastifyInstance,
  tags: string[],
  spec: SettingSpec<T>,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const path = `/settings/${spec.name}/current`;
  r.get(path, { onRequest: spec.guard, schema: { tags } }, async () => ({
    id: 'current',
    ...(await spec.read(app.database.db)),
  }));
  r.put(path, { onRequest: spec.guard, schema: { tags, body: spec.body } }, async (request) => {
    const { staff } = currentStaff(request);
    const now = app.clock.now();
    const value = request.body as T;
    await inTransaction(app.database.db, async (tx) => {
      const before = await spec.read(tx);
      await spec.save(tx, value, now);
      await writeAudit(tx, {
        staffId: staff.id,
        action: `settings.${spec.name.replaceAll('-', '_')}`,
        entity: 'settings',
        entityId: spec.name.replaceAll('-', '_'),
        before,
        after: value,
        ip: request.ip,
        at: now,
      });
    });
    return { id: 'current', ...value };
  });
}
