import {
  airportCodes,
  airports,
  districtIds,
  districts,
  divisionIds,
  divisions,
  haversineKm,
  isInBangladeshBounds,
} from '@pothik/domain';
import { describe, expect, it } from 'vitest';
import { airportDistricts } from '../src/modules/geo/data/airports';
import { popularPlaces } from '../src/modules/geo/data/places';
import { gazetteer } from '../src/modules/geo/gazetteer';
import { AREA_RADIUS_KM } from '../src/modules/geo/reverse-gazetteer';

// Bangla script (letters, signs, digits) with the spaces and punctuation names use.
const bengaliName = /^[\u0980-\u09FF ,.()'-]+$/;
const hasBengaliLetter = /[\u0985-\u09B9\u09DC-\u09DF]/;
const latinName = /^[A-Za-z0-9 ,.()'/-]+$/;

const unique = (values: readonly string[]) => new Set(values).size === values.length;

describe('gazetteer data', () => {
  it('has the 8 divisions, each headquartered in one of its own districts', () => {
    expect(divisions.map((d) => d.id).sort()).toEqual([...divisionIds].sort());
    expect(divisions).toHaveLength(8);
    expect(unique(divisions.map((d) => d.name_en))).toBe(true);
    expect(unique(divisions.map((d) => d.name_bn))).toBe(true);
    for (const division of divisions) {
      expect(districts.find((d) => d.id === division.headquarters)?.division).toBe(division.id);
    }
  });

  it('has all 64 districts, unique in both languages, in the right number per division', () => {
    expect(districts).toHaveLength(64);
    expect(districts.map((d) => d.id).sort()).toEqual([...districtIds].sort());
    expect(unique(districts.map((d) => d.id))).toBe(true);
    expect(unique(districts.map((d) => d.name_en))).toBe(true);
    expect(unique(districts.map((d) => d.name_bn))).toBe(true);
    const perDivision = Object.fromEntries(
      divisionIds.map((id) => [id, districts.filter((d) => d.division === id).length]),
    );
    expect(perDivision).toEqual({
      barishal: 6,
      chattogram: 11,
      dhaka: 13,
      khulna: 10,
      mymensingh: 4,
      rajshahi: 8,
      rangpur: 8,
      sylhet: 4,
    });
  });

  it('has at least 100 popular places with unique ids and names', () => {
    expect(popularPlaces.length).toBeGreaterThanOrEqual(100);
    expect(unique(popularPlaces.map((p) => p.id))).toBe(true);
    expect(unique(popularPlaces.map((p) => p.name_en))).toBe(true);
    expect(unique(popularPlaces.map((p) => p.name_bn))).toBe(true);
    for (const place of popularPlaces) {
      expect(place.id, place.id).toMatch(/^[a-z0-9-]+$/);
      if (place.weight !== undefined) expect([1, 2, 3, 4, 5], place.id).toContain(place.weight);
    }
  });

  it('places every district town, place and airport inside Bangladesh', () => {
    const points = [...districts, ...popularPlaces, ...airports].map((p) => ({ name: p.name_en, ...p }));
    for (const p of points) expect(isInBangladeshBounds(p.lat, p.lng), p.name).toBe(true);
    for (const entry of gazetteer.all) {
      expect(isInBangladeshBounds(entry.place.lat, entry.place.lng), entry.place.id).toBe(true);
    }
  });

  it('writes every Bangla name in Bengali script and every English name in Latin letters', () => {
    const bangla = [
      ...divisions.map((d) => d.name_bn),
      ...districts.flatMap((d) => [d.name_bn, ...(d.aliases_bn ?? [])]),
      ...popularPlaces.flatMap((p) => [p.name_bn, ...(p.aliases_bn ?? [])]),
      ...gazetteer.all.flatMap((e) => [
        e.place.name_bn,
        e.place.district_bn,
        e.place.division_bn,
        e.place.address_bn,
      ]),
    ];
    for (const name of bangla) {
      expect(name, name).toMatch(bengaliName);
      expect(name, name).toMatch(hasBengaliLetter);
    }
    const english = [
      ...divisions.flatMap((d) => [d.name_en, ...(d.aliases_en ?? [])]),
      ...districts.flatMap((d) => [d.name_en, ...(d.aliases_en ?? [])]),
      ...popularPlaces.flatMap((p) => [p.name_en, ...(p.aliases_en ?? [])]),
      ...gazetteer.all.flatMap((e) => [e.place.name_en, e.place.address_en]),
    ];
    for (const name of english) expect(name, name).toMatch(latinName);
  });

  it('puts each place in a district whose town is among the 3 nearest to it (catches swapped coordinates)', () => {
    const nearestDistricts = (point: { lat: number; lng: number }) =>
      [...districts].sort((a, b) => haversineKm(point, a) - haversineKm(point, b)).slice(0, 3);
    for (const place of popularPlaces) {
      expect(
        nearestDistricts(place).map((d) => d.id),
        place.id,
      ).toContain(place.district);
    }
    for (const airport of airports) {
      expect(
        nearestDistricts(airport).map((d) => d.id),
        airport.code,
      ).toContain(airportDistricts[airport.code]);
    }
  });

  it('names a parent neighbourhood only when it exists, in the same district, close by', () => {
    const byId = new Map(popularPlaces.map((p) => [p.id, p]));
    for (const place of popularPlaces.filter((p) => p.parent)) {
      const parent = byId.get(place.parent!);
      expect(parent?.id, place.id).toBe(place.parent);
      expect(parent!.parent, `${place.id}: parents do not nest`).toBeUndefined();
      expect(parent!.district).toBe(place.district);
      expect(haversineKm(place, parent!), place.id).toBeLessThanOrEqual(AREA_RADIUS_KM);
    }
  });

  it('takes the 8 airports from the domain package, with its names and coordinates', () => {
    const inGazetteer = gazetteer.all.filter((e) => e.place.kind === 'airport');
    expect(inGazetteer.map((e) => e.place.id).sort()).toEqual(airportCodes.map((c) => `airport:${c}`).sort());
    for (const airport of airports) {
      const entry = inGazetteer.find((e) => e.place.id === `airport:${airport.code}`)!;
      expect(entry.place).toMatchObject({
        name_en: airport.name_en,
        name_bn: airport.name_bn,
        lat: airport.lat,
        lng: airport.lng,
      });
    }
    expect(gazetteer.all.find((e) => e.place.id === 'airport:SPD')?.place.district_en).toBe('Nilphamari');
  });

  it('centres each division on its headquarters town', () => {
    for (const entry of gazetteer.divisions) {
      const hq = districts.find((d) => d.id === entry.division.headquarters)!;
      expect(entry.place).toMatchObject({ lat: hq.lat, lng: hq.lng, kind: 'division' });
    }
    expect(gazetteer.all.find((e) => e.place.id === 'division:sylhet')?.place).toMatchObject({
      name_en: 'Sylhet Division',
      name_bn: 'সিলেট বিভাগ',
      address_en: 'Sylhet Division, Bangladesh',
    });
  });
});
