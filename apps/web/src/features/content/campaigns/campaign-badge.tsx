import type { CampaignStatus } from './campaign-status';

const badgeClass: Record<CampaignStatus, string> = {
  live: 'bg-emerald-100 text-emerald-900 ring-emerald-300',
  upcoming: 'bg-sky-100 text-sky-900 ring-sky-300',
  ended: 'bg-gray-100 text-gray-800 ring-gray-300',
};

/** Live, coming up or ended: a word, with colour only as a second cue. */
export function CampaignBadge({ status, label }: { status: CampaignStatus; label: string }) {
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1 font-semibold text-sm ring-1 ${badgeClass[status]}`}
    >
      {status === 'live' && <span aria-hidden="true" className="size-2 rounded-full bg-emerald-600" />}
      {label}
    </span>
  );
}
