import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { refuse } from '../../lib/errors';
import {
  geoMessageSchema,
  placeSearchQuerySchema,
  placeSearchResponseSchema,
  reverseGeocodeQuerySchema,
  reverseGeocodeResponseSchema,
} from './schemas';

// Per IP and per API process (the plugin's memory store): enough for typing-as-you-search, a brake on
// scraping and on running up the Google bill.
const geoRateLimit = { max: 120, timeWindow: '1 minute' } as const;

export default async function geoRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // GET /geo/search: public; places by English or Bangla name for the pickup and drop-off pickers.
  r.get(
    '/search',
    {
      config: { rateLimit: geoRateLimit },
      schema: {
        tags: ['geo'],
        summary: 'Search places in Bangladesh by English or Bangla name',
        querystring: placeSearchQuerySchema,
        response: { 200: placeSearchResponseSchema },
      },
    },
    async (request, reply) => {
      const { q, lang, limit } = request.query;
      const items = await app.geocoder.search(q, { lang, limit });
      reply.header('cache-control', 'public, max-age=300');
      return { data: { items } };
    },
  );

  // GET /geo/reverse: public; the address of a point the passenger picked on the map.
  r.get(
    '/reverse',
    {
      config: { rateLimit: geoRateLimit },
      schema: {
        tags: ['geo'],
        summary: 'The address of a location in Bangladesh',
        querystring: reverseGeocodeQuerySchema,
        response: { 200: reverseGeocodeResponseSchema, 404: geoMessageSchema },
      },
    },
    async (request, reply) => {
      const { lat, lng, lang } = request.query;
      const result = await app.geocoder.reverse(lat, lng, { lang });
      if (!result) throw refuse('addressNotFound', 404);
      reply.header('cache-control', 'public, max-age=300');
      return { data: result };
    },
  );
}
