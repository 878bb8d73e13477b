import type { District, LatLng } from '@pothik/domain';
import { nearestDistrictLandmark } from './reverse-gazetteer';

// What other modules may use of geo. The district comes from the built-in gazetteer, in process and
// offline, so a trip request can ask inside its transaction; the Google adapter names addresses for
// people to read, not districts to group trips by.

/** The district a point lies in, as reverse geocoding names it; null at sea or far from every known place. */
export function districtAt(point: LatLng): District | null {
  return nearestDistrictLandmark(point.lat, point.lng)?.entry.district ?? null;
}
