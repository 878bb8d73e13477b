import type { FastifyBaseLogger } from 'fastify';
import type { GeoLang } from '../schemas';
import {
  type GoogleGeocodeResponse,
  type GoogleGeocodeResult,
  toPlace,
  toReverseGeocodeResult,
} from './google-response';
import type { Geocoder } from './types';

export type GoogleGeocoderOptions = { apiKey: string; url: string; timeoutMs?: number };

/** A failed geocoding call; its message is SPEC.md §8's text, which is what gets logged. */
class GeocodingError extends Error {
  constructor(
    message: string,
    readonly details: { httpStatus?: number; status?: string; googleMessage?: string } = {},
  ) {
    super(message);
  }
}

/**
 * Google's Geocoding API: GET `?latlng=LAT,LNG&key=KEY` (reverse) or
 * `?address=...&components=country:BD&key=KEY` (search), both with `&language=en|bn`.
 * SPEC.md §8: a non-OK HTTP status is 'HTTP error! Status: N'; a status other than OK, or no results,
 * is 'Geocoding failed: STATUS'. Either is logged as a warning and reads as nothing found.
 */
export function createGoogleGeocoder(options: GoogleGeocoderOptions, log: FastifyBaseLogger): Geocoder {
  async function geocode(query: string, lang: GeoLang): Promise<GoogleGeocodeResult[]> {
    // Built by hand: Google documents `latlng=23.79,90.40` and `components=country:BD` unescaped.
    const url = `${options.url}?${query}&key=${encodeURIComponent(options.apiKey)}&language=${lang}`;
    const res = await fetch(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(options.timeoutMs ?? 5_000),
    });
    if (!res.ok) {
      await res.body?.cancel().catch(() => {});
      throw new GeocodingError(`HTTP error! Status: ${res.status}`, { httpStatus: res.status });
    }
    const body = (await res.json().catch(() => null)) as GoogleGeocodeResponse | null;
    const status = body?.status ?? 'INVALID_RESPONSE';
    if (status !== 'OK' || !body?.results?.length) {
      throw new GeocodingError(`Geocoding failed: ${status}`, { status, googleMessage: body?.error_message });
    }
    return body.results;
  }

  function logFailure(err: unknown, call: 'search' | 'reverse') {
    // Never log the request URL: it carries the API key.
    if (err instanceof GeocodingError) {
      log.warn({ geocoder: 'google', call, ...err.details }, err.message);
    } else {
      const reason = err instanceof Error ? err.message : String(err);
      log.warn({ geocoder: 'google', call, reason }, 'Geocoding request failed');
    }
  }

  return {
    provider: 'google',
    async search(text, { lang, limit }) {
      try {
        const results = await geocode(`address=${encodeURIComponent(text)}&components=country:BD`, lang);
        return results.flatMap((r) => toPlace(r) ?? []).slice(0, limit);
      } catch (err) {
        logFailure(err, 'search');
        return [];
      }
    },
    async reverse(lat, lng, reverseOptions) {
      try {
        const [first] = await geocode(`latlng=${lat},${lng}`, reverseOptions?.lang ?? 'en');
        return first ? toReverseGeocodeResult(first) : null;
      } catch (err) {
        logFailure(err, 'reverse');
        return null;
      }
    },
  };
}
