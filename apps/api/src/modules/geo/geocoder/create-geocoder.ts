import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../../config';
import { gazetteerGeocoder } from './gazetteer-geocoder';
import { createGoogleGeocoder } from './google-geocoder';
import type { Geocoder } from './types';

export type { Geocoder } from './types';

export function createGeocoder(config: Config['geocoder'], log: FastifyBaseLogger): Geocoder {
  if (config.provider === 'google')
    return createGoogleGeocoder({ apiKey: config.apiKey, url: config.url }, log);
  return gazetteerGeocoder;
}
