import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createGeocoder, type Geocoder } from './create-geocoder';

declare module 'fastify' {
  interface FastifyInstance {
    geocoder: Geocoder;
  }
}

/** Place search and reverse geocoding (DESIGN.md §1): the gazetteer, or Google with GOOGLE_MAPS_API_KEY. */
export default fp(
  async function geocoder(app: FastifyInstance) {
    app.decorate('geocoder', createGeocoder(app.config.geocoder, app.log));
  },
  { name: 'geocoder' },
);
