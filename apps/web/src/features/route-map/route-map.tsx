'use client';

import { useTranslations } from 'next-intl';
import { useRef } from 'react';
import { defaultMapTiles } from '@/config/map-tiles';
import { useRuntimeConfig } from '@/config/runtime-config';
import { useLang } from '@/i18n/use-lang';
import { formatKm, isDrawablePoint, routeDistance, SAME_PLACE_KM } from './route-distance';
import { RouteFallback } from './route-fallback';
import { RouteLegend } from './route-legend';
import type { RouteMarker } from './route-style';
import { useLeafletMap } from './use-leaflet-map';

export type MapPoint = { lat: number; lng: number; label: string };

/**
 * The trip's pickup (A) and drop-off (B) with the straight line between them and the distance. The route
 * is drawn at first paint without Leaflet; the interactive map mounts over it once Leaflet has loaded,
 * and if its tiles cannot load (offline) the markers, line and distance stay. A trip without a drop-off
 * (hourly) is `isPickupOnly`: its pickup alone, and no asking for a drop-off it cannot have.
 */
export function RouteMap({
  pickup,
  dropoff,
  isPickupOnly = false,
  car = null,
  className,
}: {
  pickup: MapPoint | null;
  dropoff: MapPoint | null;
  isPickupOnly?: boolean;
  /** Where the booked car is now, if it is followed (the trip page). */
  car?: { lat: number; lng: number } | null;
  className?: string;
}) {
  const t = useTranslations('routeMap');
  const lang = useLang();
  const tiles = useRuntimeConfig().map ?? defaultMapTiles;
  const from = isDrawablePoint(pickup) ? pickup : null;
  const to = !isPickupOnly && isDrawablePoint(dropoff) ? dropoff : null;

  const markers: RouteMarker[] = [];
  if (from) {
    const title = t('markerPickup', { label: from.label });
    markers.push({ end: 'pickup', lat: from.lat, lng: from.lng, label: from.label, title });
  }
  if (to) {
    const title = t('markerDropoff', { label: to.label });
    markers.push({ end: 'dropoff', lat: to.lat, lng: to.lng, label: to.label, title });
  }

  if (isDrawablePoint(car)) {
    const title = t('markerCar');
    markers.push({ end: 'car', lat: car.lat, lng: car.lng, label: title, title });
  }

  const containerRef = useRef<HTMLDivElement>(null);
  const { status, tilesFailed } = useLeafletMap(containerRef, tiles, markers);
  const isMapReady = status === 'ready';

  return (
    <section aria-label={summary()} className={className}>
      {/* A fixed height, so nothing below moves when the map or a notice appears. */}
      <div className="relative isolate h-60 overflow-hidden rounded-xl border border-gray-300 bg-slate-100 md:h-80">
        <RouteFallback markers={markers} label={t('drawing')} isHidden={isMapReady} />
        <div
          ref={containerRef}
          className="absolute inset-0"
          // Transparent, so the drawing beneath shows until Leaflet is ready, and without tiles the box's
          // own background stays instead of Leaflet's grey. The focus ring goes inside: the box clips it.
          style={{ background: 'transparent', outlineOffset: '-3px' }}
          {...(isMapReady ? { role: 'group', 'aria-label': t('mapControls') } : {})}
        />
        {markers.length === 0 && (
          <p className="pointer-events-none absolute inset-x-4 top-1/2 z-[1001] -translate-y-1/2 text-center font-semibold">
            <span className="rounded-md bg-white/90 box-decoration-clone px-3 py-1.5 text-gray-800">
              {isPickupOnly ? t('hintPickupOnly') : t('hintNone')}
            </span>
          </p>
        )}
        <p
          role="status"
          className={
            tilesFailed
              ? 'pointer-events-none absolute top-2 right-2 left-12 z-[1001] rounded-md bg-white/90 px-3 py-1.5 text-gray-800 text-sm shadow'
              : 'sr-only'
          }
        >
          {tilesFailed ? t('tilesFailed') : ''}
        </p>
      </div>
      <RouteLegend pickup={from?.label ?? null} dropoff={isPickupOnly ? undefined : (to?.label ?? null)} />
      <p className="mt-1 min-h-[1.5em] font-semibold">{distanceText()}</p>
    </section>
  );

  function summary(): string {
    if (from && to) return t('summary.both', { from: from.label, to: to.label });
    if (from) return t('summary.pickupOnly', { from: from.label });
    if (to) return t('summary.dropoffOnly', { to: to.label });
    return t('summary.none');
  }

  function distanceText(): string {
    if (isPickupOnly || (!from && !to)) return '';
    if (!from) return t('hintPickup');
    if (!to) return t('hintDropoff');
    const km = routeDistance(from, to);
    if (km.straightKm < SAME_PLACE_KM) return t('samePlace');
    return t('distance', { road: formatKm(km.roadKm, lang), straight: formatKm(km.straightKm, lang) });
  }
}
