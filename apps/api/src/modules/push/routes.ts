import {
  driverPushKinds,
  messageCatalogue,
  passengerPushKinds,
  pushPreferencesBodySchema,
  pushSettingsSchema,
  pushSubscriptionBodySchema,
} from '@pothik/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pushEndpointProblem } from '../../adapters/push/index';
import type { UserRole } from '../../db/schema/index';
import { refuse } from '../../lib/errors';
import { consumeAllowance, currentUser, refusalSchema } from '../auth';
import { readPushSettings, savePushPreferences } from './push-preferences';
import { deleteSubscription, hasSubscription, saveSubscription } from './repo';

const doneSchema = z.object({ message: z.string(), code: z.string() });
const settingsAnswer = z.object({ data: pushSettingsSchema });
type PushRouteParts = ReturnType<typeof pushRouteParts>;

/** A person's devices and choices for Web Push; mounted at /api/v3/user (passenger) and /driver. */
export default async function pushRoutes(app: FastifyInstance, { role }: { role: UserRole }) {
  const parts = pushRouteParts(app, role);
  registerPushSettingsRoute(app, parts);
  registerSubscribeRoute(app, parts);
  registerUnsubscribeRoute(app, parts);
  registerPreferencesRoute(app, parts);
}

/** What the push routes of one role share: its guard, its kinds, and the settings answer. */
function pushRouteParts(app: FastifyInstance, role: UserRole) {
  const tags = ['push'];
  const security = [{ bearer: [] }];
  const onRequest = app.requireUser(role);
  const kinds = role === 'driver' ? driverPushKinds : passengerPushKinds;
  const settingsOf = async (userId: number, endpoint?: string) => ({
    data: {
      ...(await readPushSettings(app.database.db, { userId, role, kinds })),
      enabled: app.pushSender !== null,
      public_key: app.pushSender?.publicKey ?? null,
      subscribed: endpoint === undefined ? null : await hasSubscription(app.database.db, userId, endpoint),
    },
  });
  return { role, tags, security, onRequest, kinds, settingsOf };
}

/** GET /push: whether push is on, its key, and the person's choices. */
function registerPushSettingsRoute(
  app: FastifyInstance,
  { role, tags, security, onRequest, settingsOf }: PushRouteParts,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/push',
    {
      onRequest,
      schema: {
        tags,
        security,
        operationId: `${role}PushSettings`,
        summary: 'Whether push is on, the VAPID key to subscribe with, and the choices per kind',
        querystring: z.object({ endpoint: z.string().max(2048).optional() }),
        response: {
          200: settingsAnswer,
          401: refusalSchema,
        },
      },
    },
    async (request) => settingsOf(currentUser(request).id, request.query.endpoint),
  );
}

/** POST /push/subscriptions: this device's subscription kept. */
function registerSubscribeRoute(app: FastifyInstance, { role, tags, security, onRequest }: PushRouteParts) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/push/subscriptions',
    {
      onRequest,
      schema: {
        tags,
        security,
        operationId: `${role}PushSubscribe`,
        summary:
          "Keeps this device's push subscription (again: its keys and language are replaced); a known push service's https address only, at most 10 devices an account (the oldest makes way)",
        body: pushSubscriptionBodySchema,
        response: {
          201: doneSchema,
          400: refusalSchema,
          401: refusalSchema,
          409: refusalSchema,
          422: refusalSchema,
          429: refusalSchema,
        },
      },
    },
    async (request, reply) => {
      if (!app.pushSender) throw refuse('pushOff', 409);
      const user = currentUser(request);
      const now = app.clock.now();
      // Counted before the address is judged: refused addresses cost the account too.
      const allowance = await consumeAllowance(app.database.db, {
        scope: 'push-subscribe',
        key: `user:${user.id}`,
        limit: app.config.pushServices.subscribePerHour,
        now,
      });
      if (!allowance.allowed) {
        reply.header('retry-after', String(allowance.retryAfterSeconds));
        throw refuse('tooManyRequests', 429);
      }
      const { endpoint, keys, lang } = request.body;
      const problem = pushEndpointProblem(endpoint, app.config.pushServices);
      if (problem) {
        request.log.info({ problem }, 'push subscription refused');
        throw refuse('pushServiceRefused', 400);
      }
      await saveSubscription(app.database.db, {
        userId: user.id,
        endpoint,
        p256dh: keys.p256dh,
        auth: keys.auth,
        lang,
        sessionId: user.sessionId ?? null,
        now,
      });
      reply.code(201);
      return { message: messageCatalogue.pushSubscribed.en, code: 'pushSubscribed' };
    },
  );
}

/** DELETE /push/subscriptions: this device's subscription forgotten. */
function registerUnsubscribeRoute(app: FastifyInstance, { role, tags, security, onRequest }: PushRouteParts) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.delete(
    '/push/subscriptions',
    {
      onRequest,
      schema: {
        tags,
        security,
        operationId: `${role}PushUnsubscribe`,
        summary: "Forgets this device's push subscription (done twice, it is already gone: still 200)",
        querystring: z.object({ endpoint: z.string().min(1).max(2048) }),
        response: { 200: doneSchema, 401: refusalSchema },
      },
    },
    async (request) => {
      await deleteSubscription(app.database.db, currentUser(request).id, request.query.endpoint);
      return { message: messageCatalogue.pushUnsubscribed.en, code: 'pushUnsubscribed' };
    },
  );
}

/** POST /push/preferences: kinds switched on or off, and a driver's districts. */
function registerPreferencesRoute(app: FastifyInstance, parts: PushRouteParts) {
  const { role, tags, security, onRequest, kinds, settingsOf } = parts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/push/preferences',
    {
      onRequest,
      schema: {
        tags,
        security,
        operationId: `${role}PushPreferences`,
        summary: 'Switches kinds of push on or off (essential ones stay on); drivers: new-trip districts',
        body: pushPreferencesBodySchema,
        response: {
          200: settingsAnswer.extend({ message: z.string(), code: z.string() }),
          401: refusalSchema,
          422: refusalSchema,
        },
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      const body = request.body;
      const foreign = body.kinds.filter((k) => !(kinds as readonly string[]).includes(k.kind));
      if (foreign.length > 0 || (role !== 'driver' && body.districts !== undefined))
        throw refuse('validationError', 422, {
          ...(foreign.length > 0
            ? { kinds: [`Not a kind for a ${role}: ${foreign.map((k) => k.kind).join(', ')}`] }
            : {}),
          ...(role !== 'driver' && body.districts !== undefined
            ? { districts: ['Only drivers choose districts'] }
            : {}),
        });
      await savePushPreferences(app.database.db, { userId, body, now: app.clock.now() });
      return {
        ...(await settingsOf(userId)),
        message: messageCatalogue.pushPreferencesSaved.en,
        code: 'pushPreferencesSaved',
      };
    },
  );
}
