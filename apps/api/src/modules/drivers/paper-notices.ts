import {
  type DriverDocumentKind,
  documentKindNames,
  documentRejectReasons,
  type Lang,
  toBengaliDigits,
} from '@pothik/domain';
import type { DbOrTx } from '../../db/client';
import { type PushMessage, tellAccountBySmsAndPush } from '../push';

// What a driver is told of their papers, by SMS and push through the outbox, in the transaction that
// made the news (DESIGN.md §17): a review, a reminder before an expiry, bidding paused by one.

export type PaperNews =
  | { what: 'approved'; kind: DriverDocumentKind; active: boolean }
  | { what: 'rejected'; kind: DriverDocumentKind; reason: keyof typeof documentRejectReasons }
  | { what: 'reminder'; kind: DriverDocumentKind; days: number }
  | { what: 'expired'; kind: DriverDocumentKind };

type Texts = Record<Lang, { title: string; body: string }>;

function textsOf(news: PaperNews): Texts {
  const en = documentKindNames[news.kind].en;
  const bn = documentKindNames[news.kind].bn;
  switch (news.what) {
    case 'approved':
      return {
        en: {
          title: 'Paper approved',
          body: `Your ${en} is approved.${news.active ? ' You can bid now.' : ''}`,
        },
        bn: {
          title: 'কাগজ অনুমোদিত',
          body: `আপনার ${bn} অনুমোদিত হয়েছে।${news.active ? ' এখন আপনি বিড করতে পারবেন।' : ''}`,
        },
      };
    case 'rejected':
      return {
        en: {
          title: 'Paper not accepted',
          body: `Your ${en} was not accepted: ${documentRejectReasons[news.reason].en} Upload it again in My papers.`,
        },
        bn: {
          title: 'কাগজ গ্রহণ করা হয়নি',
          body: `আপনার ${bn} গ্রহণ করা হয়নি: ${documentRejectReasons[news.reason].bn} আমার কাগজপত্র থেকে আবার আপলোড করুন।`,
        },
      };
    case 'reminder':
      return {
        en: {
          title: 'A paper expires soon',
          body: `Your ${en} expires in ${news.days} day${news.days === 1 ? '' : 's'}. Upload the renewed one in My papers.`,
        },
        bn: {
          title: 'কাগজের মেয়াদ শেষ হচ্ছে',
          body: `আপনার ${bn}-এর মেয়াদ ${toBengaliDigits(news.days)} দিনের মধ্যে শেষ হবে। আমার কাগজপত্র থেকে নবায়ন করা কাগজ দিন।`,
        },
      };
    case 'expired':
      return {
        en: {
          title: 'Bidding paused',
          body: `Your ${en} has expired, so bidding is paused. Upload the renewed one in My papers.`,
        },
        bn: {
          title: 'বিড করা বন্ধ',
          body: `আপনার ${bn}-এর মেয়াদ শেষ, তাই বিড করা বন্ধ। আমার কাগজপত্র থেকে নবায়ন করা কাগজ দিন।`,
        },
      };
  }
}

/**
 * Tells the driver (their account and mobile) of a paper's news, once per `eventKey` (the outbox's
 * dedupe key), by SMS in their language and by push to their devices.
 */
export function tellDriverOfPaper(
  tx: DbOrTx,
  to: { userId: number; mobile: string; lang: Lang | null },
  news: PaperNews,
  input: { eventKey: string; brand: Record<Lang, string>; now: Date },
) {
  const message: PushMessage = {
    kind: 'driver_papers',
    url: '/driver/papers',
    tag: `papers-${news.kind}`,
    ...textsOf(news),
  };
  return tellAccountBySmsAndPush(tx, to, message, input);
}
