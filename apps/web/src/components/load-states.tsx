'use client';

import { useLang } from '@/i18n/use-lang';
import type { ApiResult } from '@/lib/api-client';
import { describeFailure, useServerMessages } from '@/lib/use-server-messages';

const placeholders = ['first', 'second', 'third'] as const;

/** Grey placeholders while data loads; the status text tells screen readers what is happening. */
export function LoadingSkeleton({ label, count = 3 }: { label: string; count?: number }) {
  return (
    <div aria-busy="true">
      <p role="status" className="sr-only">
        {label}
      </p>
      <div aria-hidden="true" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {placeholders.slice(0, count).map((key) => (
          <div key={key} className="animate-pulse space-y-3 rounded-xl border border-gray-200 p-4">
            <div className="h-5 w-2/5 rounded bg-gray-200" />
            <div className="h-4 w-4/5 rounded bg-gray-200" />
            <div className="h-4 w-3/5 rounded bg-gray-200" />
          </div>
        ))}
      </div>
    </div>
  );
}

/** A failed load: what failed, why (the DESIGN.md §9 text for the answer), and a way to try again. */
export function LoadError({
  title,
  result,
  retryLabel,
  onRetry,
}: {
  title: string;
  result: Pick<ApiResult, 'status' | 'message' | 'code'>;
  retryLabel: string;
  onRetry: () => void;
}) {
  const lang = useLang();
  const messages = useServerMessages(true);
  return (
    <div
      role="alert"
      className="rounded-xl border border-red-200 bg-red-50 px-5 py-6 text-center text-red-900"
    >
      <p className="font-bold text-lg">{title}</p>
      <p className="mt-1">{describeFailure(messages, result, lang)}</p>
      <button type="button" onClick={onRetry} className="btn-outline mt-4">
        {retryLabel}
      </button>
    </div>
  );
}
