import { reverseGazetteer } from '../reverse-gazetteer';
import { searchGazetteer } from '../search-gazetteer';
import type { Geocoder } from './types';

/** The local default: Bangladesh's divisions, districts, airports and popular places, offline. */
export const gazetteerGeocoder: Geocoder = {
  provider: 'gazetteer',
  async search(query, options) {
    return searchGazetteer(query, options);
  },
  async reverse(lat, lng, options) {
    return reverseGazetteer(lat, lng, options?.lang ?? 'en');
  },
};
