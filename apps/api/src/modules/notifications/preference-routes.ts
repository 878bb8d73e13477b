import {
  isEssentialNotification,
  type NotificationChannel,
  type NotificationKind,
  optionalNotificationKinds,
} from '@pothik/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { UserRole } from '../../db/schema/index';
import { currentUser, refusalSchema } from '../auth';
import { listPreferences, upsertPreferences } from './repo';

// GET and PUT /notification-preferences under /user and /driver: the signed-in person's on/off per
// optional kind and channel (SMS and push); essential kinds (the booking) are not listed and cannot be
// switched off. The profile pages and the push module's opt-in read and write these.

const channels = ['sms', 'push'] as const satisfies readonly NotificationChannel[];
const preferenceSchema = z.object({
  kind: z.enum(optionalNotificationKinds as unknown as [NotificationKind, ...NotificationKind[]]),
  channel: z.enum(channels),
  enabled: z.boolean(),
});
const listSchema = z.object({ data: z.array(preferenceSchema) });

export default async function notificationPreferenceRoutes(
  app: FastifyInstance,
  { role }: { role: UserRole },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['notifications'];
  const security = [{ bearer: [] }];
  const preHandler = app.requireUser(role);

  const current = async (userId: number) => {
    const saved = await listPreferences(app.database.db, userId);
    const off = new Set(saved.filter((p) => !p.enabled).map((p) => `${p.kind}:${p.channel}`));
    return optionalNotificationKinds.flatMap((kind) =>
      channels.map((channel) => ({ kind, channel, enabled: !off.has(`${kind}:${channel}`) })),
    );
  };

  r.get(
    '/notification-preferences',
    {
      preHandler,
      schema: {
        tags,
        security,
        operationId: `${role}NotificationPreferences`,
        summary: 'Which optional notifications this person gets, per channel',
        response: { 200: listSchema, 401: refusalSchema },
      },
    },
    async (request) => ({ data: await current(currentUser(request).id) }),
  );

  r.put(
    '/notification-preferences',
    {
      preHandler,
      schema: {
        tags,
        security,
        operationId: `${role}SetNotificationPreferences`,
        summary: 'Switch optional notifications on or off (essential ones cannot be)',
        body: z.object({ preferences: z.array(preferenceSchema).max(100) }),
        response: { 200: listSchema, 401: refusalSchema, 422: refusalSchema },
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      const rows = request.body.preferences.filter((p) => !isEssentialNotification(p.kind));
      await app.database.db.transaction((tx) => upsertPreferences(tx, userId, rows, app.clock.now()));
      return { data: await current(userId) };
    },
  );
}
