import { loginMobileSchema } from '@pothik/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listOutboxMessages } from '../../adapters/sms/index';

const outboxSchema = z.object({
  data: z.object({
    items: z.array(
      z.object({
        id: z.number().int(),
        mobile: z.string(),
        message: z.string(),
        code: z.string().nullable(),
        created_at: z.string(),
      }),
    ),
  }),
});

const OUTBOX_PAGE = 20;

export default async function devRoutes(app: FastifyInstance) {
  // GET /dev/sms-outbox?mobile=: what the console SMS adapter "sent" to a number, newest first.
  app.withTypeProvider<ZodTypeProvider>().get(
    '/sms-outbox',
    {
      schema: {
        tags: ['dev'],
        querystring: z.object({ mobile: loginMobileSchema }),
        response: { 200: outboxSchema },
      },
    },
    async (request, reply) => {
      const rows = await listOutboxMessages(app.database.db, request.query.mobile, OUTBOX_PAGE);
      reply.header('cache-control', 'no-store');
      return {
        data: {
          items: rows.map((m) => ({
            id: m.id,
            mobile: m.recipient,
            message: m.body,
            code: m.code,
            created_at: m.createdAt.toISOString(),
          })),
        },
      };
    },
  );
}
