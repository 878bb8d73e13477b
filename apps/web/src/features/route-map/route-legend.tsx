import { useTranslations } from 'next-intl';
import { type RouteEnd, routeStyle } from './route-style';

/**
 * The places in words, outside the map, so they read the same with or without the map. `dropoff` is
 * undefined for a trip that has none, null while it is not chosen.
 */
export function RouteLegend({ pickup, dropoff }: { pickup: string | null; dropoff?: string | null }) {
  const t = useTranslations('routeMap');
  return (
    <ul className="mt-2 grid gap-1 text-sm sm:grid-cols-2">
      <LegendItem end="pickup" name={t('pickup')} place={pickup} notChosen={t('notChosen')} />
      {dropoff !== undefined && (
        <LegendItem end="dropoff" name={t('dropoff')} place={dropoff} notChosen={t('notChosen')} />
      )}
    </ul>
  );
}

function LegendItem({
  end,
  name,
  place,
  notChosen,
}: {
  end: RouteEnd;
  name: string;
  place: string | null;
  notChosen: string;
}) {
  const { letter, color } = routeStyle[end];
  return (
    <li className="flex items-start gap-2">
      <span
        aria-hidden="true"
        className="mt-0.5 inline-flex size-5 shrink-0 items-center justify-center rounded-full font-bold text-white text-xs"
        style={{ background: color }}
      >
        {letter}
      </span>
      <span className="min-w-0 break-words">
        <span className="font-semibold">{name}:</span>{' '}
        {place ?? <span className="text-gray-600">{notChosen}</span>}
      </span>
    </li>
  );
}
