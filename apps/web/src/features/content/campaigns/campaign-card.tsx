import type { Lang, Offer } from '@pothik/domain';
import Link from 'next/link';
import { ContentImage } from '../ui/content-image';
import { localized } from '../ui/localized';
import { CampaignBadge } from './campaign-badge';
import { CampaignCountdown } from './campaign-countdown';
import { type CampaignStatus, campaignPath } from './campaign-status';

/** A campaign in a list: banner, status, title (the link), summary, its date and, while live, time left. */
export function CampaignCard({
  offer,
  lang,
  status,
  statusText,
  dateLine,
  headingLevel = 'h2',
  isAboveFold = false,
}: {
  offer: Offer;
  lang: Lang;
  status: CampaignStatus;
  statusText: string;
  dateLine: string;
  headingLevel?: 'h2' | 'h3';
  /** The first card of a list page: its banner is the largest thing on a phone's first screen. */
  isAboveFold?: boolean;
}) {
  const Heading = headingLevel;
  return (
    <article
      className={`relative flex h-full flex-col overflow-hidden rounded-xl border border-gray-200 bg-white shadow-sm focus-within:ring-2 focus-within:ring-primary ${status === 'ended' ? 'opacity-80' : ''}`}
    >
      <ContentImage
        src={offer.banner}
        width={480}
        height={240}
        isAboveFold={isAboveFold}
        className="aspect-[2/1] h-auto w-full"
      />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div>
          <CampaignBadge status={status} label={statusText} />
        </div>
        <Heading className="font-bold text-lg leading-snug">
          <Link href={campaignPath(offer)} className="after:absolute after:inset-0 hover:underline">
            {localized(offer, 'title', lang)}
          </Link>
        </Heading>
        <p className="line-clamp-3 text-gray-800">{localized(offer, 'summary', lang)}</p>
        <p className="mt-auto pt-2 text-gray-700 text-sm">{dateLine}</p>
        {status === 'live' && (
          <CampaignCountdown endsAt={offer.ends_at} className="text-primary-dark text-sm" />
        )}
      </div>
    </article>
  );
}
