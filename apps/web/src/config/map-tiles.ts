// The map tiles the environment names (MAP_TILE_URL, MAP_TILE_ATTRIBUTION) and OpenStreetMap's by default.
// Shared by the server's env parser and the route map's client component, so it must stay free of React and
// 'use client': a server module importing a constant from a client module gets a reference, not the value.

export type MapTiles = {
  /** A Leaflet tile URL template; '' means no tiles (markers and line on a plain background). */
  tileUrl: string;
  /** HTML shown in the map's attribution control (trusted: it comes from the operator's environment). */
  attribution: string;
};

export const defaultMapTiles: MapTiles = {
  tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  // OpenStreetMap's tile policy asks for a link to its copyright page.
  attribution: '© <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
};

/** An absolute http(s) or same-origin path template naming the {z}, {x} and {y} placeholders. */
export function isTileUrlTemplate(value: string): boolean {
  const isHttpOrPath = /^https?:\/\//i.test(value) || value.startsWith('/');
  return isHttpOrPath && ['{z}', '{x}', '{y}'].every((part) => value.includes(part));
}
