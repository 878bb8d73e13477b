import type { GeoPlace, ReverseGeocode } from '@pothik/domain';
import type { GeoLang } from '../schemas';

type GeocoderSearchOptions = { lang: GeoLang; limit: number };

/**
 * Place search and reverse geocoding (DESIGN.md §1): the built-in gazetteer by default, Google's
 * Geocoding API when GOOGLE_MAPS_API_KEY is set. Neither throws: a failure is logged and reads as
 * "nothing found" (SPEC.md §8).
 */
export type Geocoder = {
  readonly provider: 'gazetteer' | 'google';
  search(query: string, options: GeocoderSearchOptions): Promise<GeoPlace[]>;
  /** null: no address for this point. `lang` picks the language of the names (default en). */
  reverse(lat: number, lng: number, options?: { lang?: GeoLang }): Promise<ReverseGeocode | null>;
};
