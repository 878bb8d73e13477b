import type { FakeApi } from '../../../test/fake-api';
import type { ApiPlace } from './place-value';

// Places as GET /api/v3/geo/search returns them (apps/api/src/modules/geo/schemas.ts), for tests; the web
// reads only some of the fields.
type SearchedPlace = ApiPlace & Record<string, unknown>;

export const testPlaces = {
  gulshan: {
    id: 'neighbourhood:gulshan-1',
    name_en: 'Gulshan 1',
    name_bn: 'গুলশান ১',
    kind: 'neighbourhood',
    district_en: 'Dhaka',
    district_bn: 'ঢাকা',
    division_en: 'Dhaka',
    division_bn: 'ঢাকা',
    lat: 23.7806,
    lng: 90.4163,
    address_en: 'Gulshan, Dhaka',
    address_bn: 'গুলশান, ঢাকা',
  },
  gulistan: {
    id: 'neighbourhood:gulistan',
    name_en: 'Gulistan',
    name_bn: 'গুলিস্তান',
    kind: 'neighbourhood',
    district_en: 'Dhaka',
    district_bn: 'ঢাকা',
    division_en: 'Dhaka',
    division_bn: 'ঢাকা',
    lat: 23.7234,
    lng: 90.4125,
    address_en: 'Motijheel, Dhaka',
    address_bn: 'মতিঝিল, ঢাকা',
  },
  zindabazar: {
    id: 'neighbourhood:zindabazar',
    name_en: 'Zindabazar',
    name_bn: 'জিন্দাবাজার',
    kind: 'neighbourhood',
    district_en: 'Sylhet',
    district_bn: 'সিলেট',
    division_en: 'Sylhet',
    division_bn: 'সিলেট',
    lat: 24.8949,
    lng: 91.8687,
    address_en: 'Sylhet, Sylhet Division',
    address_bn: 'সিলেট, সিলেট বিভাগ',
  },
} satisfies Record<string, SearchedPlace>;

/** The fake API answers every place search with these places (it does not see the query). */
export function answerPlaceSearch(api: FakeApi, items: ApiPlace[] = Object.values(testPlaces)): void {
  api.on('GET /api/v3/geo/search', { status: 200, body: { data: { items } } });
}

/** The query strings of the place searches the browser sent, read from the fetch calls. */
export function searchQueries(fetchCalls: unknown[][]): URLSearchParams[] {
  return fetchCalls
    .map(([input]) => new URL(String(input instanceof Request ? input.url : input)))
    .filter((url) => url.pathname.endsWith('/api/v3/geo/search'))
    .map((url) => url.searchParams);
}
