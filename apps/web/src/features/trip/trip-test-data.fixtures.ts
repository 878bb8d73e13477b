import { carTypes, type FareEstimateList, type HighDemand } from '@pothik/domain';
import { passengerSession } from '@/lib/session';
import { browserSessionData } from '../../../test/fake-api';
import type { CarOption } from './car-option';

// The form's schema loads on demand (trip-form-errors.ts), a ready chunk in a browser; under Vite its first
// import compiles its module tree, which on a busy machine can outlast a query's wait: the tests that fill
// the form load it first (as test/setup.ts does with the shared on-demand code).
await import('./trip-form-schema');

// GET /cars as the home page receives it, and POST /fare-estimate answers typed by the API contract, for tests.
export const testCars: CarOption[] = carTypes.map((car) => ({
  ...car,
  image: `/images/cars/${car.key}.svg`,
}));

const ranges: Record<string, [number, number]> = {
  sedan_economy: [5300, 6450],
  sedan: [5900, 7200],
  sedan_premium: [7450, 9100],
  noah: [7900, 9650],
  chander_gari: [8800, 10750],
  hiace: [9950, 12150],
};

export function fareEstimateAnswer(highDemand: HighDemand = { status: 0, message_en: '', message_bn: '' }) {
  const data: FareEstimateList = {
    estimates: Object.entries(ranges).map(([car_type, [min, max]]) => ({
      car_type,
      fare: Math.round((min + max) / 2),
      min,
      max,
      road_km: 245.3,
      insurance_fee: 50,
      platform_fee: Math.round(((min + max) / 2) * 0.03),
    })),
    HighDemand: highDemand,
  };
  return { status: 200, body: { data } };
}

/** A login as a browser holds it (lib/session-store.ts): access token `access-1` in memory. */
export function storeTestSession(): void {
  passengerSession.store(browserSessionData());
}
