import { startFakeServer } from './http-server';

export const FAKE_GOOGLE_KEY = 'test-google-maps-key';
const GEOCODE_PATH = '/maps/api/geocode/json';

/** A point in Banani, Dhaka, that the fake knows an address for. */
export const BANANI = { lat: 23.7937, lng: 90.4066 };

const dhakaComponents = [
  { long_name: 'Dhaka', short_name: 'Dhaka', types: ['locality', 'political'] },
  {
    long_name: 'Dhaka District',
    short_name: 'Dhaka District',
    types: ['administrative_area_level_2', 'political'],
  },
  {
    long_name: 'Dhaka Division',
    short_name: 'Dhaka Division',
    types: ['administrative_area_level_1', 'political'],
  },
  { long_name: 'Bangladesh', short_name: 'BD', types: ['country', 'political'] },
];

const bananiSublocality = {
  long_name: 'Banani',
  short_name: 'Banani',
  types: ['political', 'sublocality', 'sublocality_level_1'],
};

// Google's answer for a reverse lookup in Banani: most specific result first.
const bananiStreetAddress = {
  address_components: [
    { long_name: '17', short_name: '17', types: ['street_number'] },
    { long_name: 'Road 11', short_name: 'Rd 11', types: ['route'] },
    {
      long_name: 'Block H',
      short_name: 'Block H',
      types: ['political', 'sublocality', 'sublocality_level_2'],
    },
    bananiSublocality,
    ...dhakaComponents,
    { long_name: '1213', short_name: '1213', types: ['postal_code'] },
  ],
  formatted_address: '17 Road 11, Block H, Banani, Dhaka 1213, Bangladesh',
  geometry: {
    location: BANANI,
    location_type: 'ROOFTOP',
    viewport: {
      northeast: { lat: 23.7950489802915, lng: 90.4079489802915 },
      southwest: { lat: 23.7923510197085, lng: 90.4052510197085 },
    },
  },
  place_id: 'ChIJfake-banani-road-11',
  types: ['street_address'],
};

const bananiArea = {
  address_components: [bananiSublocality, ...dhakaComponents],
  formatted_address: 'Banani, Dhaka, Bangladesh',
  geometry: {
    bounds: {
      northeast: { lat: 23.8006, lng: 90.4119 },
      southwest: { lat: 23.7856, lng: 90.3967 },
    },
    location: { lat: 23.7936, lng: 90.4043 },
    location_type: 'APPROXIMATE',
    viewport: {
      northeast: { lat: 23.8006, lng: 90.4119 },
      southwest: { lat: 23.7856, lng: 90.3967 },
    },
  },
  place_id: 'ChIJfake-banani',
  types: ['political', 'sublocality', 'sublocality_level_1'],
};

const zeroResults = { results: [], status: 'ZERO_RESULTS' };

/**
 * Google's Geocoding API (GET .../geocode/json) in its real response format: `latlng=` near Banani
 * and `address=` containing "banani" (with `components=country:BD`) answer OK; anything else is
 * ZERO_RESULTS; a wrong key is REQUEST_DENIED (Google sends that with HTTP 200); `state.httpStatus`
 * makes every answer that HTTP error until cleared.
 */
export async function startFakeGoogleGeocoder() {
  const state = { httpStatus: 0 };
  const server = await startFakeServer((req) => {
    const url = new URL(req.path, 'http://fake');
    if (req.method !== 'GET' || url.pathname !== GEOCODE_PATH)
      return { status: 404, body: { error: 'Not Found' } };
    if (state.httpStatus) return { status: state.httpStatus, body: { error: 'Internal Server Error' } };
    const params = url.searchParams;
    if (params.get('key') !== FAKE_GOOGLE_KEY) {
      return {
        status: 200,
        body: { error_message: 'The provided API key is invalid. ', results: [], status: 'REQUEST_DENIED' },
      };
    }
    const latlng = params.get('latlng');
    if (latlng) {
      const [lat, lng] = latlng.split(',').map(Number);
      const isBanani = Math.abs((lat ?? 0) - BANANI.lat) < 0.005 && Math.abs((lng ?? 0) - BANANI.lng) < 0.005;
      return {
        status: 200,
        body: isBanani ? { results: [bananiStreetAddress, bananiArea], status: 'OK' } : zeroResults,
      };
    }
    const address = params.get('address');
    if (address) {
      const isBanani = address.toLowerCase().includes('banani') && params.get('components') === 'country:BD';
      return { status: 200, body: isBanani ? { results: [bananiArea], status: 'OK' } : zeroResults };
    }
    return {
      status: 200,
      body: {
        error_message:
          "Invalid request. Missing the 'address', 'components', 'latlng' or 'place_id' parameter.",
        results: [],
        status: 'INVALID_REQUEST',
      },
    };
  });
  return { ...server, geocodeUrl: `${server.url}${GEOCODE_PATH}`, state };
}
