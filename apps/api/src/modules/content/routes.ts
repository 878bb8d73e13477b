import { campaignTrackBodySchema, translateMessage } from '@pothik/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { refuse } from '../../lib/errors';
import { registerBlogListRoutes, registerBlogPostRoutes } from './blog-routes';
import { registerCampaignExtraRoutes, registerCampaignRoutes } from './campaign-routes';
import { contentRouteParts } from './content-route-parts';
import { registerNewsroomRoutes, registerPageRoutes } from './page-routes';
import { recordCampaignTracks } from './track';

// Beacons from one browser are a handful a day; this only stops a script from inflating the counts.
const trackRateLimit = { max: 60, timeWindow: '1 minute' } as const;

/** The public content of DESIGN.md §12 (cached answers with ETags) and the campaign popup's beacon. */
export default async function contentRoutes(app: FastifyInstance) {
  const parts = contentRouteParts(app);
  registerBlogListRoutes(app, parts);
  registerBlogPostRoutes(app, parts);
  registerNewsroomRoutes(app, parts);
  registerCampaignRoutes(app, parts);
  registerCampaignExtraRoutes(app, parts);
  registerPageRoutes(app, parts);
  registerTrackRoute(app, parts.tags);
}

/** POST /store/web-campaign-track: the popup's view, click and close counts. */
function registerTrackRoute(app: FastifyInstance, tags: string[]) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // sendBeacon posts its JSON as text/plain (a cross-origin beacon cannot ask for a preflight).
  app.addContentTypeParser('text/plain', { parseAs: 'string', bodyLimit: 16_384 }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(refuse('validationError'));
    }
  });

  r.post(
    '/store/web-campaign-track',
    {
      config: { rateLimit: trackRateLimit },
      schema: {
        tags,
        summary: 'Counts campaign popup views, clicks and closes (one event or a batch)',
        body: campaignTrackBodySchema,
        response: { 200: z.object({ message: z.string(), data: z.object({ counted: z.number() }) }) },
      },
    },
    async (request, reply) => {
      // A beacon is a no-cors request from the web's origin, another site in development (localhost vs
      // 127.0.0.1); helmet's same-site policy would have the browser report the answer as blocked.
      reply.header('cross-origin-resource-policy', 'cross-origin');
      const counted = await recordCampaignTracks(app.database.db, app.clock.now(), request.body.events);
      return { message: translateMessage('success', 'en'), data: { counted } };
    },
  );
}
