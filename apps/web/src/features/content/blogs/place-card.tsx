import type { BlogPlace, Lang } from '@pothik/domain';
import Link from 'next/link';
import { bookDropoffHref } from '@/lib/dropoff-link';
import { ContentImage } from '../ui/content-image';
import { localized } from '../ui/localized';

/** The address the chooser shows for a place: its name, then its district. */
function placeAddress(place: BlogPlace, lang: Lang): string {
  const name = localized(place, 'name', lang);
  return place.district ? `${name}, ${place.district}` : name;
}

/** A place a post features, with "Book a car there": the home chooser with it as the drop-off. */
export function PlaceCard({ place, lang, bookLabel }: { place: BlogPlace; lang: Lang; bookLabel: string }) {
  const name = localized(place, 'name', lang);
  const href = bookDropoffHref({ address: placeAddress(place, lang), lat: place.lat, lng: place.lng });
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border border-gray-200 bg-white">
      <ContentImage src={place.image} width={480} height={270} className="aspect-video h-auto w-full" />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="font-bold text-lg">{name}</h3>
        {place.district && <p className="text-gray-700 text-sm">{place.district}</p>}
        <p className="text-gray-800">{localized(place, 'summary', lang)}</p>
        {/* The name says which place; it starts with the visible words, so voice control finds it. */}
        <Link href={href} aria-label={`${bookLabel}: ${name}`} className="btn-primary mt-auto self-start">
          {bookLabel}
        </Link>
      </div>
    </article>
  );
}
