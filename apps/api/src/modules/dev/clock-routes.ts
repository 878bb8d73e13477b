import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AdjustableClock } from '../../lib/clock';

// DESIGN.md §10 asks e2e to control time (code resend after 180 s, the daily code limit); this is how a
// browser test moves the API's clock. Registered only with DEV_CLOCK=1, which production refuses.
export default async function devClockRoutes(app: FastifyInstance, { clock }: { clock: AdjustableClock }) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/clock',
    {
      schema: {
        tags: ['dev'],
        body: z.object({
          advance_seconds: z
            .number()
            .int()
            .min(1)
            .max(7 * 24 * 3600),
        }),
        response: { 200: z.object({ data: z.object({ now: z.string() }) }) },
      },
    },
    async (request) => ({ data: { now: clock.advance(request.body.advance_seconds * 1000).toISOString() } }),
  );
}
