import type { LatLng } from '@pothik/domain';

export type Box = { width: number; height: number; padding: number };
export type ScreenPoint = { x: number; y: number };

/**
 * Places up to two points in a box the way a map would (north up, east right), scaled to fill it with
 * `padding` to spare. Longitude is shrunk by cos(latitude) so distances look right at Bangladesh's
 * latitude; over a few hundred km this equirectangular view is indistinguishable from Web Mercator.
 */
export function projectRoute(points: LatLng[], box: Box): ScreenPoint[] {
  if (points.length === 0) return [];
  const midLat = points.reduce((sum, p) => sum + p.lat, 0) / points.length;
  const lngScale = Math.cos((midLat * Math.PI) / 180);
  const flat = points.map((p) => ({ x: p.lng * lngScale, y: -p.lat }));

  const xs = flat.map((p) => p.x);
  const ys = flat.map((p) => p.y);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const fitX = maxX > minX ? (box.width - 2 * box.padding) / (maxX - minX) : Number.POSITIVE_INFINITY;
  const fitY = maxY > minY ? (box.height - 2 * box.padding) / (maxY - minY) : Number.POSITIVE_INFINITY;
  const scale = Math.min(fitX, fitY);
  const zoom = Number.isFinite(scale) ? scale : 0; // one point, or two at the same place: centred

  const centreX = (minX + maxX) / 2;
  const centreY = (minY + maxY) / 2;
  return flat.map((p) => ({
    x: box.width / 2 + (p.x - centreX) * zoom,
    y: box.height / 2 + (p.y - centreY) * zoom,
  }));
}
