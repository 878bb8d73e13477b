import { isInBangladeshBounds } from '@pothik/domain';
import { z } from 'zod';

// DESIGN.md §12: "Book a car there" on a blog's place opens the home chooser with that place as the
// drop-off. The place travels in the link (`/?dropoff=<lat>,<lng>&dropoff_name=<address>`), so the link
// works when shared, opened in a new tab or before any script has run.

/** A place as the chooser's place fields hold it (the places feature's PlaceValue). */
export type LinkedPlace = { address: string; lat: number; lng: number };

const linkedPlaceSchema = z.object({
  address: z.string().trim().min(1).max(200),
  lat: z.number(),
  lng: z.number(),
});

const dropoffParams = { point: 'dropoff', name: 'dropoff_name' } as const;

/** The home page's address with `place` as the chooser's drop-off. */
export function bookDropoffHref(place: LinkedPlace): string {
  const query = new URLSearchParams({
    [dropoffParams.point]: `${place.lat},${place.lng}`,
    [dropoffParams.name]: place.address.slice(0, 200),
  });
  return `/?${query.toString()}`;
}

type SearchParams = Record<string, string | string[] | undefined>;

/** The drop-off a home page link names; null when it names none, or a point outside Bangladesh. */
export function dropoffFromSearchParams(params: SearchParams): LinkedPlace | null {
  const point = single(params[dropoffParams.point]);
  const name = single(params[dropoffParams.name]);
  if (!point || !name) return null;
  const [lat, lng] = point.split(',').map((part) => Number(part.trim()));
  const parsed = linkedPlaceSchema.safeParse({ address: name, lat, lng });
  if (!parsed.success || !isInBangladeshBounds(parsed.data.lat, parsed.data.lng)) return null;
  return parsed.data;
}

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
