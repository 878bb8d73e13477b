import { type Box, projectRoute } from './project-route';
import { type RouteMarker, routeStyle } from './route-style';

const box: Box = { width: 400, height: 240, padding: 48 };
const PIN_R = 12;
const LABEL_MAX_CHARS = 26;

/**
 * The route without a map: the markers, the straight line and the place names on a plain background.
 * Rendered on the server, so the route shows at first paint and without JavaScript; Leaflet covers it
 * once loaded, and it stays if Leaflet cannot load.
 */
export function RouteFallback({
  markers,
  label,
  isHidden,
}: {
  markers: RouteMarker[];
  /** The drawing's accessible name. */
  label: string;
  isHidden: boolean;
}) {
  const screen = projectRoute(markers, box);
  const ends = markers.flatMap((m, i) => (m.end === 'car' ? [] : [screen[i]!]));
  const [a, b] = ends;

  return (
    <div hidden={isHidden} className="absolute inset-0">
      <svg
        role="img"
        aria-label={label}
        viewBox={`0 0 ${box.width} ${box.height}`}
        preserveAspectRatio="xMidYMid meet"
        className="h-full w-full"
      >
        {a && b && (
          <line
            data-route-line=""
            x1={a.x}
            y1={a.y}
            x2={b.x}
            y2={b.y}
            stroke={routeStyle.line.color}
            strokeWidth={routeStyle.line.weight}
            strokeDasharray={routeStyle.line.dashArray}
            strokeLinecap="round"
          />
        )}
        {markers.map((marker, i) => {
          const point = screen[i]!;
          const { letter, color } = routeStyle[marker.end];
          return (
            <g key={marker.end} data-route-marker={marker.end}>
              <title>{marker.title}</title>
              <circle cx={point.x} cy={point.y} r={PIN_R} fill={color} stroke="#fff" strokeWidth={2} />
              <text
                x={point.x}
                y={point.y}
                dy="0.35em"
                textAnchor="middle"
                fill="#fff"
                fontSize={13}
                fontWeight={700}
              >
                {letter}
              </text>
              <PlaceLabel x={point.x} y={point.y} text={marker.label} />
            </g>
          );
        })}
      </svg>
    </div>
  );
}

function PlaceLabel({ x, y, text }: { x: number; y: number; text: string }) {
  // Anchored towards the middle so a name near either edge stays inside the drawing.
  const anchor = x < box.width / 3 ? 'start' : x > (box.width * 2) / 3 ? 'end' : 'middle';
  const isNearTop = y - PIN_R - 8 < 16;
  const shown = text.length > LABEL_MAX_CHARS ? `${text.slice(0, LABEL_MAX_CHARS - 1)}…` : text;
  return (
    <text
      x={anchor === 'start' ? x - PIN_R : anchor === 'end' ? x + PIN_R : x}
      y={isNearTop ? y + PIN_R + 18 : y - PIN_R - 8}
      textAnchor={anchor}
      fontSize={13}
      fontWeight={600}
      fill="#1f2937"
      stroke="#fff"
      strokeWidth={4}
      strokeLinejoin="round"
      paintOrder="stroke"
    >
      {shown}
    </text>
  );
}
