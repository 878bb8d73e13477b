import { geoPlaceSchema } from '@pothik/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './helpers/app';
import { randomIp } from './helpers/auth';
import { createTestClock } from './helpers/clock';

// The limit counts in fixed clock minutes (in PostgreSQL); a held clock keeps the 121 calls in one.
const clock = createTestClock('2026-03-10T04:10:00.000Z');
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({}, { clock });
  await app.ready();
});
afterAll(async () => {
  await app.close();
});

type Place = ReturnType<typeof geoPlaceSchema.parse>;

// Each call from its own address, so the per-IP rate limit only bites where a test means it to.
const get = (url: string, ip = randomIp()) => app.inject({ method: 'GET', url, remoteAddress: ip });
const search = async (params: Record<string, string>) => {
  const res = await get(`/api/v3/geo/search?${new URLSearchParams(params)}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.items as Place[];
};
const reverse = (params: Record<string, string | number>) => {
  const query = new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)]));
  return get(`/api/v3/geo/reverse?${query}`);
};

describe('GET /api/v3/geo/search (built-in gazetteer)', () => {
  it('finds Gulshan first for "gul", ahead of Gulistan', async () => {
    const items = await search({ q: 'gul' });
    expect(items[0]?.name_en).toMatch(/^Gulshan/);
    const names = items.map((p) => p.name_en);
    expect(names.indexOf('Gulistan')).toBeGreaterThan(names.indexOf('Gulshan 2'));
    expect(items[0]).toEqual({
      id: 'place:gulshan-1',
      name_en: 'Gulshan 1',
      name_bn: 'গুলশান ১',
      kind: 'neighbourhood',
      district_en: 'Dhaka',
      district_bn: 'ঢাকা',
      division_en: 'Dhaka',
      division_bn: 'ঢাকা',
      lat: 23.7808,
      lng: 90.4163,
      address_en: 'Gulshan 1, Dhaka, Dhaka Division',
      address_bn: 'গুলশান ১, ঢাকা, ঢাকা বিভাগ',
    });
    for (const item of items) expect(() => geoPlaceSchema.parse(item)).not.toThrow();
  });

  it('finds Sylhet by its Bangla name', async () => {
    const [first] = await search({ q: 'সিলেট', lang: 'bn' });
    expect(first).toMatchObject({
      id: 'district:sylhet',
      name_en: 'Sylhet',
      name_bn: 'সিলেট',
      kind: 'district',
    });
    expect(first).toMatchObject({ lat: 24.8949, lng: 91.8687, address_bn: 'সিলেট জেলা, সিলেট বিভাগ' });
  });

  it("finds Cox's Bazar however the apostrophe, case and spaces are typed", async () => {
    for (const q of ['coxs', "cox's", 'COX’S BAZAR', 'cox bazar', 'Coxsbazar', 'কক্সবাজার']) {
      const [first] = await search({ q });
      expect(first?.name_en, q).toBe("Cox's Bazar");
      expect(first?.kind, q).toBe('district');
    }
  });

  it('ranks prefix matches before matches inside a name', async () => {
    // "ram": Rampura starts with it; Chattogram only contains it (and weighs more as a district).
    const names = (await search({ q: 'ram', limit: '20' })).map((p) => p.name_en);
    expect(names[0]).toBe('Rampura');
    expect(names).toContain('Chattogram');
    expect(names.indexOf('Chattogram')).toBeGreaterThan(names.indexOf('Rampura'));
  });

  it('reads Bengali and ASCII digits alike', async () => {
    for (const q of ['গুলশান ২', 'গুলশান 2', 'gulshan 2', 'Gulshan-2']) {
      expect((await search({ q }))[0]?.id, q).toBe('place:gulshan-2');
    }
  });

  it('finds places by their older spellings and codes', async () => {
    expect((await search({ q: 'Chittagong' }))[0]?.id).toBe('district:chattogram');
    expect((await search({ q: 'Jessore' }))[0]?.id).toBe('district:jashore');
    expect((await search({ q: 'DAC' }))[0]?.id).toBe('airport:DAC');
    expect((await search({ q: 'airport' }))[0]?.id).toBe('airport:DAC');
    expect((await search({ q: 'Srimangal' }))[0]?.id).toBe('place:sreemangal');
    const sundarbans = (await search({ q: 'sundarbans' })).map((p) => p.id);
    expect(sundarbans).toEqual(expect.arrayContaining(['place:mongla-port', 'place:karamjal']));
  });

  it('returns 8 results unless told otherwise, at most 20, and nothing for no match', async () => {
    expect(await search({ q: 'a' })).toHaveLength(8);
    expect(await search({ q: 'a', limit: '20' })).toHaveLength(20);
    expect(await search({ q: 'a', limit: '3' })).toHaveLength(3);
    expect(await search({ q: 'zzqx' })).toEqual([]);
  });

  it('answers 422 with field messages for a missing, empty or too long query and bad options', async () => {
    const cases: [string, string, string][] = [
      ['', 'q', 'Please type a place to search.'],
      ['q=', 'q', 'Please type a place to search.'],
      ['q=%20%20', 'q', 'Please type a place to search.'],
      [`q=${'a'.repeat(101)}`, 'q', 'Please type at most 100 characters.'],
      ['q=gul&limit=21', 'limit', 'limit must be at most 20.'],
      ['q=gul&limit=0', 'limit', 'limit must be at least 1.'],
      ['q=gul&limit=two', 'limit', 'limit must be a number.'],
      ['q=gul&lang=fr', 'lang', "lang must be 'en' or 'bn'."],
    ];
    for (const [query, field, message] of cases) {
      const res = await get(`/api/v3/geo/search?${query}`);
      expect(res.statusCode, query).toBe(422);
      expect(res.json(), query).toMatchObject({
        message: 'Validation Error!',
        errors: { [field]: [message] },
      });
    }
    expect((await get(`/api/v3/geo/search?q=${'a'.repeat(100)}`)).statusCode).toBe(200);
  });

  it('limits searches per IP: 120 a minute', async () => {
    const ip = '203.0.113.77';
    for (let i = 0; i < 120; i++) {
      const res = await get('/api/v3/geo/search?q=ban', ip);
      if (res.statusCode !== 200) throw new Error(`request ${i + 1}: ${res.statusCode}`);
    }
    const limited = await get('/api/v3/geo/search?q=ban', ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe('Too many requests. Please try again later.');
    expect((await get('/api/v3/geo/search?q=ban', '203.0.113.78')).statusCode).toBe(200);
  });
});

describe('GET /api/v3/geo/reverse (built-in gazetteer)', () => {
  it('names Banani, Dhaka, Dhaka Division for a point in Banani', async () => {
    const res = await reverse({ lat: 23.7937, lng: 90.4066 });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({
      formattedAddress: 'Banani, Dhaka, Dhaka Division',
      subDistrict: 'Dhaka',
      subDivision: 'Dhaka',
      area: 'Banani',
      subArea: null,
    });
    expect(data.raw).toMatchObject({
      source: 'gazetteer',
      area: { id: 'place:banani', distance_km: 0 },
      district: { id: 'dhaka', decided_by: { id: 'place:banani' } },
      division: { id: 'dhaka' },
    });
    expect(data.raw.nearby[1]).toMatchObject({ id: 'place:gulshan-2' });
    expect(data.raw.nearby[1].distance_km).toBeGreaterThan(0.5);
    expect(data.raw.nearby[1].distance_km).toBeLessThan(1.2);
  });

  it('answers in Bangla with lang=bn', async () => {
    const { data } = (await reverse({ lat: 23.7937, lng: 90.4066, lang: 'bn' })).json();
    expect(data).toMatchObject({
      formattedAddress: 'বনানী, ঢাকা, ঢাকা বিভাগ',
      subDistrict: 'ঢাকা',
      subDivision: 'ঢাকা',
      area: 'বনানী',
    });
  });

  it('places a point in Sylhet town in Sylhet district and division', async () => {
    const { data } = (await reverse({ lat: 24.8965, lng: 91.871 })).json();
    expect(data).toMatchObject({
      subDistrict: 'Sylhet',
      subDivision: 'Sylhet',
      area: 'Zindabazar',
      formattedAddress: 'Zindabazar, Sylhet, Sylhet Division',
    });
  });

  it('gives a landmark inside a neighbourhood as the sub-area', async () => {
    const { data } = (await reverse({ lat: 23.7325, lng: 90.426 })).json();
    expect(data).toMatchObject({
      area: 'Motijheel',
      subArea: 'Kamalapur Railway Station',
      formattedAddress: 'Kamalapur Railway Station, Motijheel, Dhaka, Dhaka Division',
    });
  });

  it('names only the district and division when no popular place is within 3 km', async () => {
    // Open country between Tangail town and Madhupur.
    const { data } = (await reverse({ lat: 24.35, lng: 90.05 })).json();
    expect(data).toMatchObject({
      area: null,
      subArea: null,
      subDistrict: 'Tangail',
      subDivision: 'Dhaka',
      formattedAddress: 'Tangail, Dhaka Division',
    });
    expect(data.raw.area).toBeNull();
  });

  it('puts Uttara in Dhaka, not in nearby Gazipur', async () => {
    const { data } = (await reverse({ lat: 23.8759, lng: 90.3795 })).json();
    expect(data).toMatchObject({ area: 'Uttara', subDistrict: 'Dhaka' });
  });

  it('answers 404 for a point in the bounding box but far from any place (the Bay of Bengal)', async () => {
    const res = await reverse({ lat: 21.0, lng: 89.9 });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: 'No address found for this location.' });
  });

  it('answers 422 with field messages for missing, malformed and out-of-range coordinates', async () => {
    const cases: [Record<string, string | number>, Record<string, string[]>][] = [
      [{}, { lat: ['lat is required.'], lng: ['lng is required.'] }],
      [{ lat: 'abc', lng: 90.4 }, { lat: ['lat must be a decimal number of degrees, e.g. 23.7937.'] }],
      [{ lat: '', lng: 90.4 }, { lat: ['lat must be a decimal number of degrees, e.g. 23.7937.'] }],
      [{ lat: 95, lng: 90.4 }, { lat: ['lat must be between -90 and 90.'] }],
      [{ lat: 23.79, lng: 190 }, { lng: ['lng must be between -180 and 180.'] }],
      [{ lat: 23.79, lng: 90.4, lang: 'de' }, { lang: ["lang must be 'en' or 'bn'."] }],
    ];
    for (const [params, errors] of cases) {
      const res = await reverse(params);
      expect(res.statusCode, JSON.stringify(params)).toBe(422);
      expect(res.json(), JSON.stringify(params)).toEqual({
        message: 'Validation Error!',
        code: 'validationError',
        errors,
      });
    }
  });

  it('refuses points outside Bangladesh with a clear message', async () => {
    const outside = 'Please choose a location in Bangladesh.';
    const cases: [Record<string, number>, Record<string, string[]>][] = [
      [
        { lat: 51.5072, lng: -0.1276 },
        { lat: [outside], lng: [outside] },
      ], // London
      [
        { lat: 28.6139, lng: 77.209 },
        { lat: [outside], lng: [outside] },
      ], // Delhi
      [{ lat: 27.2, lng: 90.4 }, { lat: [outside] }], // Bhutan
      [{ lat: 23.8, lng: 93.5 }, { lng: [outside] }], // Mizoram
    ];
    for (const [params, errors] of cases) {
      const res = await reverse(params);
      expect(res.statusCode, JSON.stringify(params)).toBe(422);
      expect(res.json().errors, JSON.stringify(params)).toEqual(errors);
    }
  });
});

describe('OpenAPI', () => {
  it('documents both routes with their query parameters', async () => {
    const doc = (await get('/docs/json')).json();
    const searchParams = doc.paths['/api/v3/geo/search'].get.parameters.map((p: { name: string }) => p.name);
    expect(searchParams).toEqual(expect.arrayContaining(['q', 'lang', 'limit']));
    const reverseParams = doc.paths['/api/v3/geo/reverse'].get.parameters.map(
      (p: { name: string }) => p.name,
    );
    expect(reverseParams).toEqual(expect.arrayContaining(['lat', 'lng', 'lang']));
    expect(doc.paths['/api/v3/geo/reverse'].get.responses).toHaveProperty('404');
  });
});
