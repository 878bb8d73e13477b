import { fareEstimateListSchema } from '@pothik/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { inTransaction } from '../src/db/changes/changes';
import { getPricingSettings, saveHighDemand, savePricingSettings } from '../src/modules/settings/service';
import { buildTestApp } from './helpers/app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
  await app.ready();
});
afterAll(async () => {
  await app.close();
});

const estimate = (payload: object) => app.inject({ method: 'POST', url: '/api/v3/fare-estimate', payload });
type Estimate = {
  car_type: string;
  fare: number;
  min: number;
  max: number;
  road_km: number | null;
  platform_fee: number;
};

describe('POST /api/v3/fare-estimate', () => {
  it('prices an hourly trip for every car type with the seeded model (DESIGN.md §6)', async () => {
    const res = await estimate({ trip_type: 'hourly', hours: 4 });
    expect(res.statusCode).toBe(200);
    const byCar = Object.fromEntries(res.json().data.estimates.map((e: Estimate) => [e.car_type, e]));
    expect(Object.keys(byCar)).toHaveLength(6);
    // sedan: 400 taka an hour × 4 = 1600, ±10 % rounded to 50, platform fee 3 %.
    expect(byCar.sedan).toMatchObject({
      fare: 1600,
      min: 1450,
      max: 1750,
      road_km: null,
      insurance_fee: 50,
      platform_fee: 48,
    });
    expect(byCar.hiace.fare).toBe(2800);
  });

  it('prices a one-way trip by road distance, and a round trip at 1.7 times it', async () => {
    const dhaka = { lat: 23.8103, lng: 90.4125 };
    const sylhet = { lat: 24.8949, lng: 91.8687 };
    const oneWay = (await estimate({ trip_type: 'one_way', pickup: dhaka, dropoff: sylhet })).json().data
      .estimates;
    const round = (await estimate({ trip_type: 'round_way', pickup: dhaka, dropoff: sylhet })).json().data
      .estimates;
    const sedanOneWay = oneWay.find((e: Estimate) => e.car_type === 'sedan');
    // 190.54 km as the crow flies × the seeded road factor 1.3, to one decimal.
    expect(sedanOneWay.road_km).toBe(247.7);
    // 1.7 × the unrounded one-way fare, so within a taka of 1.7 × the rounded one.
    const roundFare = round.find((e: Estimate) => e.car_type === 'sedan').fare;
    expect(Math.abs(roundFare - sedanOneWay.fare * 1.7)).toBeLessThanOrEqual(1);
  });

  it('uses the pricing model an admin stored', async () => {
    // As the console saves it: in a transaction that announces the change, so the pricing cache drops.
    await inTransaction(app.database.db, async (tx) => {
      const pricing = await getPricingSettings(tx);
      const rates = { ...pricing.rates, sedan: { ...pricing.rates.sedan, per_hour: 500 } };
      await savePricingSettings(tx, { ...pricing, rates }, new Date());
    });
    const res = await estimate({ trip_type: 'hourly', hours: 2 });
    expect(res.json().data.estimates.find((e: Estimate) => e.car_type === 'sedan').fare).toBe(1000);
  });

  it('prices airport trips from the airport to the passenger', async () => {
    const res = await estimate({
      trip_type: 'from_airport',
      airport_code: 'DAC',
      location: { lat: 23.7509, lng: 90.3935 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.estimates[0].road_km).toBeGreaterThan(10);
  });

  // The route writes its answer out without zod's pass (routes.ts): what it sends must be what the
  // schema would have sent, to the byte, whatever the trip type or the stored notice holds.
  it('answers exactly what its schema sends, for every trip type', async () => {
    const dhaka = { lat: 23.8103, lng: 90.4125 };
    const sylhet = { lat: 24.8949, lng: 91.8687 };
    const response = z.object({ data: fareEstimateListSchema });
    await inTransaction(app.database.db, (tx) =>
      saveHighDemand(
        tx,
        { status: 1, message_en: 'Busy', message_bn: 'ব্যস্ত', extra: 'not sent' } as never,
        new Date(),
      ),
    );
    try {
      for (const body of [
        { trip_type: 'one_way', pickup: dhaka, dropoff: sylhet },
        { trip_type: 'round_way', pickup: dhaka, dropoff: sylhet },
        { trip_type: 'hourly', hours: 3 },
        { trip_type: 'from_airport', airport_code: 'DAC', location: dhaka },
        { trip_type: 'from_home', airport_code: 'DAC', location: dhaka },
      ]) {
        const res = await estimate(body);
        expect(res.statusCode, body.trip_type).toBe(200);
        expect(res.body, body.trip_type).toBe(JSON.stringify(z.encode(response, res.json())));
        expect(res.json().data.HighDemand).toEqual({ status: 1, message_en: 'Busy', message_bn: 'ব্যস্ত' });
      }
    } finally {
      await inTransaction(app.database.db, (tx) =>
        saveHighDemand(tx, { status: 0, message_en: '', message_bn: '' }, new Date()),
      );
    }
  });

  it('refuses an incomplete request with field messages', async () => {
    const res = await estimate({ trip_type: 'one_way', pickup: { lat: 23.8, lng: 90.4 } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty('dropoff');
    expect((await estimate({ trip_type: 'hourly', hours: 20 })).json().errors.hours).toEqual([
      'Please choose between 1 and 12 hours.',
    ]);
  });
});
