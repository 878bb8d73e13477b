import type { Lang, Testimonial } from '@pothik/domain';
import { localizeDigits } from '@/lib/format';
import { ContentImage } from '../ui/content-image';
import { localized } from '../ui/localized';

/** A passenger's words, with their name, photo and rating. */
export function TestimonialCard({
  item,
  lang,
  ratingLabel,
}: {
  item: Testimonial;
  lang: Lang;
  ratingLabel: (rating: string) => string;
}) {
  const rating = typeof item.rating === 'number' ? Math.max(0, Math.min(5, Math.round(item.rating))) : null;
  return (
    <figure className="flex h-full flex-col gap-4 rounded-xl border border-gray-200 bg-white p-5">
      {rating !== null && (
        <p className="text-amber-600">
          <span aria-hidden="true">{'★'.repeat(rating)}</span>
          <span className="sr-only">{ratingLabel(localizeDigits(rating, lang))}</span>
        </p>
      )}
      <blockquote className="flex-1 text-gray-800">
        <p>“{localized(item, 'quote', lang)}”</p>
      </blockquote>
      <figcaption className="flex items-center gap-3">
        <ContentImage
          src={item.photo}
          width={48}
          height={48}
          sizes="portrait"
          className="size-12 rounded-full"
        />
        <span className="font-semibold">{item.name}</span>
      </figcaption>
    </figure>
  );
}
