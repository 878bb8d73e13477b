import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import geocoder from './geocoder/plugin';
import geoRoutes from './routes';

/** Place search and reverse geocoding. */
export default fp(
  async function geo(app: FastifyInstance) {
    await app.register(geocoder);
    await app.register(geoRoutes, { prefix: '/api/v3/geo' });
  },
  { name: 'geo', dependencies: [] },
);
