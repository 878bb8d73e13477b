import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { cacheDroppedOnChange } from '../../db/changes/change-cache';
import { createAnswerCache, sendAnswer } from '../../lib/answer-cache';
import { SETTINGS_CHANGED_CHANNEL } from '../settings';
import { carsResponseSchema } from './schemas';
import { getCarsWithDemand } from './service';

export default async function carRoutes(app: FastifyInstance) {
  // Every visit to the home page asks for it: answered from memory, built again when a setting
  // (the high-demand notice) is saved here (at its commit) or in any process, or after a minute.
  const cache = await cacheDroppedOnChange(app, {
    name: 'cars',
    channel: SETTINGS_CHANGED_CHANNEL,
    create: (onLookup) => createAnswerCache({ onLookup }),
  });

  // GET /cars: public, the home page's car types and the high-demand notice.
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/cars',
      { schema: { tags: ['cars'], response: { 200: carsResponseSchema } } },
      async (request, reply) => {
        const answer = await cache.get('/cars', app.clock.now().getTime(), async () => ({
          data: await getCarsWithDemand(app.database.db),
          nextChange: null,
        }));
        await sendAnswer(request, reply, answer, 'public, max-age=60');
      },
    );
}
