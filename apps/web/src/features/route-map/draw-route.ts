import type { LatLngTuple, LayerGroup, Map as LeafletMap } from 'leaflet';
import type { LeafletModule } from './load-leaflet';
import { bangladeshView, type RouteMarker, routeStyle } from './route-style';

export type LeafletHandle = { L: LeafletModule; map: LeafletMap; overlay: LayerGroup };

const PIN_PX = 28;

/**
 * Redraws the markers and the straight line, then frames them (one point: centred; none: the country).
 * With `keepView` (only the car moved) the reader's own pan and zoom stay, unless the car left the view.
 */
export function drawRoute(
  { L, map, overlay }: LeafletHandle,
  markers: RouteMarker[],
  keepView = false,
): void {
  overlay.clearLayers();
  for (const marker of markers) {
    L.marker([marker.lat, marker.lng], {
      icon: pinIcon(L, marker.end),
      title: marker.title,
      // A marker does nothing when activated, so it is not a tab stop; the legend names both places.
      keyboard: false,
    })
      .bindTooltip(textNode(marker.title), { direction: 'top', offset: [0, -PIN_PX / 2] })
      .addTo(overlay);
  }

  const points: LatLngTuple[] = markers.map((m) => [m.lat, m.lng]);
  const ends: LatLngTuple[] = markers.filter((m) => m.end !== 'car').map((m) => [m.lat, m.lng]);
  const animate = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  if (ends.length === 2) {
    L.polyline(ends, { ...routeStyle.line, interactive: false }).addTo(overlay);
  }
  const car = markers.find((m) => m.end === 'car');
  if (keepView && car && map.getBounds().contains([car.lat, car.lng])) return;
  if (points.length >= 2) {
    map.fitBounds(L.latLngBounds(points), { padding: [40, 40], maxZoom: 14, animate });
  } else if (points.length === 1) {
    map.setView(points[0]!, 12, { animate });
  } else {
    map.setView([bangladeshView.center.lat, bangladeshView.center.lng], bangladeshView.zoom, { animate });
  }
}

// Drawn with HTML and inline styles rather than Leaflet's default marker PNGs, so markers need no network.
function pinIcon(L: LeafletModule, end: RouteMarker['end']) {
  const { letter, color } = routeStyle[end];
  const style = [
    'display:flex',
    'align-items:center',
    'justify-content:center',
    `width:${PIN_PX}px`,
    `height:${PIN_PX}px`,
    'border-radius:9999px',
    `background:${color}`,
    'color:#fff',
    'font:700 14px/1 sans-serif',
    'border:2px solid #fff',
    'box-shadow:0 1px 4px rgba(0,0,0,.45)',
    'box-sizing:border-box',
  ].join(';');
  return L.divIcon({
    html: `<span aria-hidden="true" style="${style}">${letter}</span>`,
    // Any class name replaces leaflet-div-icon, whose white square would frame the pin.
    className: 'route-map-pin',
    iconSize: [PIN_PX, PIN_PX],
    iconAnchor: [PIN_PX / 2, PIN_PX / 2],
  });
}

// Leaflet writes string tooltips as HTML; place labels come from users, so they go in as text.
function textNode(text: string): HTMLElement {
  const span = document.createElement('span');
  span.textContent = text;
  return span;
}
