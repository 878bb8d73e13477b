'use client';

import type { Map as LeafletMap } from 'leaflet';
import { type RefObject, useEffect, useRef, useState } from 'react';
import type { MapTiles } from '@/config/map-tiles';
import { drawRoute, type LeafletHandle } from './draw-route';
import { loadLeaflet } from './load-leaflet';
import type { RouteMarker } from './route-style';
import { useNearViewport } from './use-near-viewport';

export type LeafletStatus = 'loading' | 'ready' | 'failed';

/**
 * Mounts a Leaflet map in `containerRef` once the map is near the screen and Leaflet has downloaded, and keeps its markers in step with
 * `markers`. `tilesFailed` is true while no tile has loaded and at least one has failed (e.g. offline).
 */
export function useLeafletMap(
  containerRef: RefObject<HTMLDivElement | null>,
  tiles: MapTiles,
  markers: RouteMarker[],
): { status: LeafletStatus; tilesFailed: boolean } {
  const [status, setStatus] = useState<LeafletStatus>('loading');
  const [tilesFailed, setTilesFailed] = useState(false);
  const handleRef = useRef<LeafletHandle | null>(null);
  // The ends framed last on this map: a move of the car alone keeps the reader's view.
  const framedEnds = useRef<string | null>(null);
  const { tileUrl, attribution } = tiles;
  const isNear = useNearViewport(containerRef);

  useEffect(() => {
    const container = containerRef.current;
    if (!container || !isNear) return;
    let isCancelled = false;
    let cleanUp = () => {};
    setStatus('loading');
    setTilesFailed(false);
    framedEnds.current = null;

    (async () => {
      let map: LeafletMap | undefined;
      try {
        const L = await loadLeaflet();
        if (isCancelled) return;
        // The wheel scrolls the page, not the map: a map in the middle of a form must not catch scrolling.
        map = L.map(container, { scrollWheelZoom: false });
        if (tileUrl) {
          let hasLoadedTile = false;
          L.tileLayer(tileUrl, { attribution, maxZoom: 19 })
            .on('tileload', () => {
              hasLoadedTile = true;
              setTilesFailed(false);
            })
            .on('tileerror', () => {
              if (!hasLoadedTile) setTilesFailed(true);
            })
            .addTo(map);
        }
        const overlay = L.layerGroup().addTo(map);
        // The map's size comes from CSS; tell Leaflet when it changes (rotation, a panel opening).
        const mounted = map;
        const observer =
          typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => mounted.invalidateSize());
        observer?.observe(container);
        handleRef.current = { L, map: mounted, overlay };
        cleanUp = () => {
          observer?.disconnect();
          handleRef.current = null;
          mounted.remove();
        };
        setStatus('ready');
      } catch {
        // The route stays drawn by the fallback beneath; nothing else depends on Leaflet.
        map?.remove();
        if (!isCancelled) setStatus('failed');
      }
    })();

    return () => {
      isCancelled = true;
      cleanUp();
    };
  }, [containerRef, tileUrl, attribution, isNear]);

  // Compared by value: callers build a new array on every render.
  const markersKey = JSON.stringify(markers);
  useEffect(() => {
    const handle = handleRef.current;
    if (status !== 'ready' || !handle) return;
    const next = JSON.parse(markersKey) as RouteMarker[];
    const endsKey = JSON.stringify(next.filter((m) => m.end !== 'car'));
    drawRoute(handle, next, framedEnds.current === endsKey);
    framedEnds.current = endsKey;
  }, [status, markersKey]);

  return { status, tilesFailed };
}
