import type { ReverseGeocode } from '@pothik/domain';
import { haversineKm } from '@pothik/domain';
import { divisionLabel, type GazetteerEntry, gazetteer, joinAddress } from './gazetteer';
import type { GeoLang } from './schemas';

/** A popular place this close is the location's area ("Banani"); farther, the area stays unnamed. */
export const AREA_RADIUS_KM = 3;
/**
 * Farther than this from every known point (district towns, places, airports) there is nothing to
 * name: open sea in the Bay of Bengal, or India far from the border. Generous enough for the coastal
 * islands and chars (Hatiya, Char Fasson) that lie 50-60 km from their district towns; points in
 * India close to the border still get the nearest Bangladeshi district (there are no boundaries here).
 */
const MAX_LANDMARK_KM = 80;

type Measured = { entry: GazetteerEntry; km: number };

const round = (km: number) => Math.round(km * 100) / 100;

function nearest(entries: readonly GazetteerEntry[], lat: number, lng: number, count: number): Measured[] {
  return entries
    .map((entry) => ({ entry, km: haversineKm({ lat, lng }, entry.place) }))
    .sort((a, b) => a.km - b.km)
    .slice(0, count);
}

const describe = ({ entry, km }: Measured) => ({
  id: entry.place.id,
  kind: entry.place.kind,
  name_en: entry.place.name_en,
  name_bn: entry.place.name_bn,
  distance_km: round(km),
});

/** The nearest point that knows its district, if one is near enough to name (see MAX_LANDMARK_KM). */
export function nearestDistrictLandmark(lat: number, lng: number): Measured | null {
  const [landmark] = nearest(gazetteer.districtLandmarks, lat, lng, 1);
  return landmark && landmark.km <= MAX_LANDMARK_KM ? landmark : null;
}

/**
 * Offline reverse geocoding. The area is the nearest popular place within AREA_RADIUS_KM (a landmark
 * inside a listed neighbourhood gives that neighbourhood as the area and itself as the sub-area). The
 * district is that of the nearest point that knows its district: a district town, or a popular place
 * or airport, which is denser and so more often right near a border than district towns alone.
 */
export function reverseGazetteer(lat: number, lng: number, lang: GeoLang = 'en'): ReverseGeocode | null {
  const measure = (entry: GazetteerEntry) => describe({ entry, km: haversineKm({ lat, lng }, entry.place) });
  const landmark = nearestDistrictLandmark(lat, lng);
  if (!landmark) return null;
  const { district, division } = landmark.entry;
  const districtCentre = gazetteer.districts.find((d) => d.district.id === district.id);

  const nearby = nearest(gazetteer.areas, lat, lng, 3);
  const closest = nearby[0] && nearby[0].km <= AREA_RADIUS_KM ? nearby[0] : undefined;
  const areaEntry = closest ? (closest.entry.parent ?? closest.entry) : undefined;
  const subAreaEntry = closest?.entry.parent ? closest.entry : undefined;

  const nameOf = (row: { name_en: string; name_bn: string } | undefined) =>
    row ? (lang === 'en' ? row.name_en : row.name_bn) : null;
  const area = nameOf(areaEntry?.place);
  const subArea = nameOf(subAreaEntry?.place);
  const subDistrict = nameOf(district);
  return {
    formattedAddress: joinAddress([subArea, area, subDistrict, divisionLabel(division, lang)]),
    subDistrict,
    subDivision: nameOf(division),
    area,
    subArea,
    raw: {
      source: 'gazetteer',
      location: { lat, lng },
      area: areaEntry ? measure(areaEntry) : null,
      subArea: subAreaEntry ? measure(subAreaEntry) : null,
      nearby: nearby.map(describe),
      district: {
        id: district.id,
        name_en: district.name_en,
        name_bn: district.name_bn,
        centre_distance_km: districtCentre ? measure(districtCentre).distance_km : null,
        decided_by: describe(landmark),
      },
      division: { id: division.id, name_en: division.name_en, name_bn: division.name_bn },
      area_radius_km: AREA_RADIUS_KM,
    },
  };
}
