import type { FaqItem, Lang } from '@pothik/domain';
import { localized } from './localized';

export type FaqEntry = { question: string; answer: string };

/** The API's FAQ items in the reader's language. */
export function faqEntriesOf(items: readonly FaqItem[], lang: Lang): FaqEntry[] {
  return items.map((item) => ({
    question: localized(item, 'question', lang),
    answer: localized(item, 'answer', lang),
  }));
}

/**
 * Questions that open to their answers: native <details>, so they work by keyboard and screen reader
 * and without script, and the browser's find-in-page opens the one that matches.
 */
export function FaqList({ items }: { items: FaqEntry[] }) {
  return (
    <div className="divide-y divide-gray-200 rounded-xl border border-gray-200">
      {items.map((item) => (
        <details key={item.question} className="group px-4">
          <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 py-3 font-semibold [&::-webkit-details-marker]:hidden">
            {item.question}
            <span
              aria-hidden="true"
              className="text-primary-dark text-xl transition-transform group-open:rotate-45"
            >
              +
            </span>
          </summary>
          <p className="whitespace-pre-line pb-4 text-gray-800">{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
