// Bangladesh's bounding box, rounded outward: Teknaf/St Martin's (20.6 N) to Banglabandha (26.6 N),
// Shibganj (88.0 E) to Bandarban's eastern hills (92.7 E). It also takes in slices of India and
// Myanmar; the gazetteer (in the API) refuses points too far from any known place.
export const bangladeshBounds = {
  lat: { min: 20.5, max: 26.7 },
  lng: { min: 88.0, max: 92.7 },
} as const;

export function isInBangladeshBounds(lat: number, lng: number): boolean {
  const { lat: la, lng: ln } = bangladeshBounds;
  return lat >= la.min && lat <= la.max && lng >= ln.min && lng <= ln.max;
}
