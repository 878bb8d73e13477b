import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { createGoogleGeocoder } from '../src/modules/geo/geocoder/google-geocoder';
import { BANANI, FAKE_GOOGLE_KEY, startFakeGoogleGeocoder } from './fakes/fake-google-geocoder';
import { buildTestApp } from './helpers/app';
import { randomIp } from './helpers/auth';

type Started<T extends () => Promise<unknown>> = Awaited<ReturnType<T>>;
type Warning = { details: Record<string, unknown>; message: string };

/** The adapter logs through a Fastify logger; this one only records warnings. */
function recordingLog() {
  const warnings: Warning[] = [];
  const log = {
    level: 'warn',
    warn: (details: Record<string, unknown>, message: string) => warnings.push({ details, message }),
    error: () => {},
    info: () => {},
    debug: () => {},
    trace: () => {},
    fatal: () => {},
    silent: () => {},
    child: () => log,
  };
  return { log: log as unknown as FastifyBaseLogger, warnings };
}

let google: Started<typeof startFakeGoogleGeocoder>;
beforeAll(async () => {
  google = await startFakeGoogleGeocoder();
});
afterAll(async () => {
  await google.close();
});
beforeEach(() => {
  google.state.httpStatus = 0;
});

const lastRequestUrl = () => new URL(google.requests.at(-1)!.path, google.url);

describe('Google geocoder adapter: reverse', () => {
  const adapter = (key = FAKE_GOOGLE_KEY) => {
    const { log, warnings } = recordingLog();
    return { geocoder: createGoogleGeocoder({ apiKey: key, url: google.geocodeUrl }, log), warnings };
  };

  it('asks for latlng with the key and maps address_components of the first result', async () => {
    const { geocoder, warnings } = adapter();
    const result = await geocoder.reverse(BANANI.lat, BANANI.lng);
    const request = google.requests.at(-1)!;
    expect(request.method).toBe('GET');
    expect(request.path).toBe(
      `/maps/api/geocode/json?latlng=23.7937,90.4066&key=${FAKE_GOOGLE_KEY}&language=en`,
    );
    expect(result).toMatchObject({
      formattedAddress: '17 Road 11, Block H, Banani, Dhaka 1213, Bangladesh',
      subDistrict: 'Dhaka District',
      subDivision: 'Dhaka Division',
      area: 'Banani',
      subArea: 'Block H',
    });
    expect(result?.raw).toMatchObject({ source: 'google', result: { place_id: 'ChIJfake-banani-road-11' } });
    expect(warnings).toEqual([]);
  });

  it('asks Google for Bangla with lang=bn', async () => {
    await adapter().geocoder.reverse(BANANI.lat, BANANI.lng, { lang: 'bn' });
    expect(lastRequestUrl().searchParams.get('language')).toBe('bn');
  });

  it("logs 'Geocoding failed: ZERO_RESULTS' and returns null when Google finds nothing", async () => {
    const { geocoder, warnings } = adapter();
    expect(await geocoder.reverse(22.0, 89.9)).toBeNull();
    expect(warnings).toEqual([
      {
        message: 'Geocoding failed: ZERO_RESULTS',
        details: expect.objectContaining({ status: 'ZERO_RESULTS' }),
      },
    ]);
  });

  it("logs 'Geocoding failed: REQUEST_DENIED' (with Google's reason, never the key) and returns null", async () => {
    const { geocoder, warnings } = adapter('a-revoked-key');
    expect(await geocoder.reverse(BANANI.lat, BANANI.lng)).toBeNull();
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.message).toBe('Geocoding failed: REQUEST_DENIED');
    expect(warnings[0]!.details.googleMessage).toBe('The provided API key is invalid. ');
    expect(JSON.stringify(warnings)).not.toContain('a-revoked-key');
  });

  it("logs 'HTTP error! Status: 500' and returns null when Google answers 500", async () => {
    google.state.httpStatus = 500;
    const { geocoder, warnings } = adapter();
    expect(await geocoder.reverse(BANANI.lat, BANANI.lng)).toBeNull();
    expect(warnings).toEqual([
      { message: 'HTTP error! Status: 500', details: expect.objectContaining({ httpStatus: 500 }) },
    ]);
  });

  it('logs and returns null when Google cannot be reached', async () => {
    const { log, warnings } = recordingLog();
    const geocoder = createGoogleGeocoder(
      { apiKey: FAKE_GOOGLE_KEY, url: 'http://127.0.0.1:9/geocode/json' },
      log,
    );
    expect(await geocoder.reverse(BANANI.lat, BANANI.lng)).toBeNull();
    expect(warnings.map((w) => w.message)).toEqual(['Geocoding request failed']);
  });
});

describe('Google geocoder adapter: search', () => {
  it('asks for the address limited to Bangladesh and maps results to places in both languages', async () => {
    const { log, warnings } = recordingLog();
    const geocoder = createGoogleGeocoder({ apiKey: FAKE_GOOGLE_KEY, url: google.geocodeUrl }, log);
    const items = await geocoder.search('Banani, Dhaka', { lang: 'en', limit: 8 });
    expect(google.requests.at(-1)!.path).toBe(
      `/maps/api/geocode/json?address=Banani%2C%20Dhaka&components=country:BD&key=${FAKE_GOOGLE_KEY}&language=en`,
    );
    expect(items).toEqual([
      {
        id: 'google:ChIJfake-banani',
        name_en: 'Banani',
        name_bn: 'Banani',
        kind: 'neighbourhood',
        district_en: 'Dhaka',
        district_bn: 'ঢাকা',
        division_en: 'Dhaka',
        division_bn: 'ঢাকা',
        lat: 23.7936,
        lng: 90.4043,
        address_en: 'Banani, Dhaka, Bangladesh',
        address_bn: 'Banani, Dhaka, Bangladesh',
      },
    ]);
    expect(warnings).toEqual([]);
  });

  it('returns an empty list, logging the exact error, for ZERO_RESULTS, REQUEST_DENIED and HTTP 500', async () => {
    const { log, warnings } = recordingLog();
    const geocoder = createGoogleGeocoder({ apiKey: FAKE_GOOGLE_KEY, url: google.geocodeUrl }, log);
    const denied = createGoogleGeocoder({ apiKey: 'wrong', url: google.geocodeUrl }, log);
    expect(await geocoder.search('Atlantis', { lang: 'en', limit: 8 })).toEqual([]);
    expect(await denied.search('Banani', { lang: 'en', limit: 8 })).toEqual([]);
    google.state.httpStatus = 500;
    expect(await geocoder.search('Banani', { lang: 'en', limit: 8 })).toEqual([]);
    expect(warnings.map((w) => w.message)).toEqual([
      'Geocoding failed: ZERO_RESULTS',
      'Geocoding failed: REQUEST_DENIED',
      'HTTP error! Status: 500',
    ]);
  });
});

describe('the API with GOOGLE_MAPS_API_KEY set', () => {
  let app: FastifyInstance;
  const logLines: { level: number; msg: string; [key: string]: unknown }[] = [];
  beforeAll(async () => {
    app = await buildTestApp(
      { GOOGLE_MAPS_API_KEY: FAKE_GOOGLE_KEY, GOOGLE_GEOCODE_URL: google.geocodeUrl },
      { logger: { level: 'warn', stream: { write: (line: string) => logLines.push(JSON.parse(line)) } } },
    );
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
  });
  const get = (url: string) => app.inject({ method: 'GET', url, remoteAddress: randomIp() });
  const warned = (msg: string) => logLines.filter((l) => l.level === 40 && l.msg === msg);

  it('uses Google for reverse geocoding', async () => {
    expect(app.geocoder.provider).toBe('google');
    const res = await get(`/api/v3/geo/reverse?lat=${BANANI.lat}&lng=${BANANI.lng}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      formattedAddress: '17 Road 11, Block H, Banani, Dhaka 1213, Bangladesh',
      subDistrict: 'Dhaka District',
      subDivision: 'Dhaka Division',
      area: 'Banani',
      subArea: 'Block H',
      raw: { source: 'google' },
    });
  });

  it('answers 404 and logs a warning in the app log when Google has no address', async () => {
    const res = await get('/api/v3/geo/reverse?lat=22.0&lng=89.9');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: 'No address found for this location.' });
    expect(warned('Geocoding failed: ZERO_RESULTS')).toHaveLength(1);
  });

  it('answers 404 and logs the HTTP error when Google fails', async () => {
    google.state.httpStatus = 500;
    const res = await get(`/api/v3/geo/reverse?lat=${BANANI.lat}&lng=${BANANI.lng}`);
    expect(res.statusCode).toBe(404);
    expect(warned('HTTP error! Status: 500')).toHaveLength(1);
    expect(JSON.stringify(logLines)).not.toContain(FAKE_GOOGLE_KEY);
  });

  it('uses Google for search, and an empty list when it fails', async () => {
    const found = await get('/api/v3/geo/search?q=Banani');
    expect(found.statusCode).toBe(200);
    expect(found.json().data.items.map((p: { id: string }) => p.id)).toEqual(['google:ChIJfake-banani']);
    google.state.httpStatus = 503;
    const failed = await get('/api/v3/geo/search?q=Banani');
    expect(failed.statusCode).toBe(200);
    expect(failed.json()).toEqual({ data: { items: [] } });
    expect(warned('HTTP error! Status: 503')).toHaveLength(1);
  });

  it('still refuses bad coordinates before calling Google', async () => {
    const before = google.requests.length;
    expect((await get('/api/v3/geo/reverse?lat=40&lng=90')).statusCode).toBe(422);
    expect(google.requests.length).toBe(before);
  });
});

describe('configuration', () => {
  it('uses the gazetteer without a key, and Google with one at its default endpoint', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).geocoder).toEqual({ provider: 'gazetteer' });
    expect(loadConfig({ NODE_ENV: 'test', GOOGLE_MAPS_API_KEY: 'k' }).geocoder).toEqual({
      provider: 'google',
      apiKey: 'k',
      url: 'https://maps.googleapis.com/maps/api/geocode/json',
    });
    expect(() =>
      loadConfig({ NODE_ENV: 'test', GOOGLE_MAPS_API_KEY: 'k', GOOGLE_GEOCODE_URL: 'ftp://x' }),
    ).toThrow(/GOOGLE_GEOCODE_URL/);
  });
});
