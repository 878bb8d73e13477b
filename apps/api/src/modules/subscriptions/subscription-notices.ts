import { formatTaka, type Lang } from '@pothik/domain';
import type { DbOrTx } from '../../db/client';
import { type PushMessage, tellAccountBySmsAndPush } from '../push';

// What a driver is told of their subscription, by SMS in their language and by push, in the transaction
// that paused or resumed their bidding.

export type SubscriptionNews = { what: 'paused'; amount: number } | { what: 'resumed' };

function textsOf(news: SubscriptionNews): Record<Lang, { title: string; body: string }> {
  if (news.what === 'paused') {
    return {
      en: {
        title: 'Bidding paused',
        body: `Your Smart Driver subscription of ${formatTaka(news.amount, 'en')} is unpaid past its grace period, so bidding is paused. Pay it in Subscription to bid again.`,
      },
      bn: {
        title: 'বিড করা বন্ধ',
        body: `আপনার ${formatTaka(news.amount, 'bn')} স্মার্ট ড্রাইভার সাবস্ক্রিপশন সময়সীমার পরেও অপরিশোধিত, তাই বিড করা বন্ধ। আবার বিড করতে সাবস্ক্রিপশন থেকে পরিশোধ করুন।`,
      },
    };
  }
  return {
    en: { title: 'You can bid again', body: 'Your subscription is paid. Thank you — you can bid again.' },
    bn: {
      title: 'আবার বিড করতে পারবেন',
      body: 'আপনার সাবস্ক্রিপশন পরিশোধ হয়েছে। ধন্যবাদ — আপনি আবার বিড করতে পারবেন।',
    },
  };
}

/** Tells the driver, once per `eventKey` (the outbox's dedupe key), by SMS and by push to their devices. */
export function tellDriverOfSubscription(
  tx: DbOrTx,
  to: { userId: number; mobile: string; lang: Lang | null },
  news: SubscriptionNews,
  input: { eventKey: string; brand: Record<Lang, string>; now: Date },
) {
  const message: PushMessage = {
    kind: 'driver_subscription',
    url: '/driver/subscription',
    tag: 'subscription',
    ...textsOf(news),
  };
  return tellAccountBySmsAndPush(tx, to, message, input);
}
