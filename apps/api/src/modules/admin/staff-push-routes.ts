import { messageCatalogue, pushSubscriptionBodySchema } from '@pothik/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pushEndpointProblem } from '../../adapters/push/index';
import type { StaffRole } from '../../db/schema/index';
import { refuse } from '../../lib/errors';
import { deleteStaffSubscription, isStaffSubscribed, saveStaffSubscription } from '../push';
import { currentStaff, requireStaff } from './staff-session';

// Incident alerts on a console device (issue 43 §4): the staff who answer incidents turn them on where
// they work, and every incident's alert round reaches that device by Web Push beside the email.

/** Who answers incidents in the console (the incident queue's roles), and so may turn alerts on. */
export const INCIDENT_STAFF_ROLES: readonly StaffRole[] = ['ops', 'admin'];

const endpointQuery = z.object({ endpoint: z.string().min(1).max(2048) });
const doneSchema = z.object({ message: z.string(), code: z.string() });

type Parts = { tags: string[]; onRequest: ReturnType<typeof requireStaff> };

export default async function staffPushRoutes(app: FastifyInstance) {
  const parts = { tags: ['admin'], onRequest: requireStaff(app, [...INCIDENT_STAFF_ROLES]) };
  registerSettingsRoute(app, parts);
  registerDeviceRoutes(app, parts);
}

/** GET /push: whether alerts by push are on, the key, and whether this device has them. */
function registerSettingsRoute(app: FastifyInstance, { tags, onRequest }: Parts) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/push',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Whether incident alerts by push are on, the VAPID key, and whether this device has them',
        querystring: endpointQuery.partial(),
        response: {
          200: z.object({
            enabled: z.boolean(),
            public_key: z.string().nullable(),
            subscribed: z.boolean().nullable(),
          }),
        },
      },
    },
    async (request) => {
      const { endpoint } = request.query;
      const staffId = currentStaff(request).staff.id;
      return {
        enabled: app.pushSender !== null,
        public_key: app.pushSender?.publicKey ?? null,
        subscribed: endpoint ? await isStaffSubscribed(app.database.db, staffId, endpoint) : null,
      };
    },
  );
}

/** POST and DELETE /push/subscriptions: this console device's alerts turned on or off. */
function registerDeviceRoutes(app: FastifyInstance, { tags, onRequest }: Parts) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/push/subscriptions',
    {
      onRequest,
      schema: {
        tags,
        summary: "Turns incident alerts on for this console device (a known push service's https address)",
        body: pushSubscriptionBodySchema,
        response: { 201: doneSchema },
      },
    },
    async (request, reply) => {
      if (!app.pushSender) throw refuse('pushOff', 409);
      const { endpoint, keys, lang } = request.body;
      const problem = pushEndpointProblem(endpoint, app.config.pushServices);
      if (problem) {
        request.log.info({ problem }, 'staff push subscription refused');
        throw refuse('pushServiceRefused', 400);
      }
      await saveStaffSubscription(app.database.db, {
        staffId: currentStaff(request).staff.id,
        endpoint,
        p256dh: keys.p256dh,
        auth: keys.auth,
        lang,
        now: app.clock.now(),
      });
      reply.code(201);
      return { message: messageCatalogue.pushSubscribed.en, code: 'pushSubscribed' };
    },
  );

  r.delete(
    '/push/subscriptions',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Turns incident alerts off for this console device (twice: still 200)',
        querystring: endpointQuery,
        response: { 200: doneSchema },
      },
    },
    async (request) => {
      await deleteStaffSubscription(app.database.db, currentStaff(request).staff.id, request.query.endpoint);
      return { message: messageCatalogue.pushUnsubscribed.en, code: 'pushUnsubscribed' };
    },
  );
}
