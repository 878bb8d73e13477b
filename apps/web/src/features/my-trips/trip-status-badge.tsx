'use client';

import type { TripStatus } from '@pothik/domain';
import { useLang } from '@/i18n/use-lang';
import { statusName } from '@/lib/trip-labels';

// Colour only backs up the text: every badge says its status in words.
const badgeColours: Record<TripStatus, string> = {
  requested: 'bg-sky-100 text-sky-900 ring-sky-300',
  confirmed: 'bg-emerald-100 text-emerald-900 ring-emerald-300',
  started: 'bg-indigo-100 text-indigo-900 ring-indigo-300',
  completed: 'bg-gray-100 text-gray-800 ring-gray-300',
  cancelled: 'bg-red-50 text-red-800 ring-red-200',
  cancel_requested: 'bg-amber-100 text-amber-950 ring-amber-300',
  expired: 'bg-gray-100 text-gray-700 ring-gray-300',
};

export function TripStatusBadge({ status }: { status: TripStatus }) {
  const lang = useLang();
  return (
    <span
      data-status={status}
      className={`inline-flex items-center rounded-full px-3 py-1 font-semibold text-sm ring-1 ${badgeColours[status]}`}
    >
      {statusName(status, lang)}
    </span>
  );
}
