import type { Lang } from '@pothik/domain';

// The error pages carry their texts with them rather than from messages/: global-error.tsx shows when
// the root layout, and with it the messages, failed, and a group's error.tsx would otherwise need its
// namespace sent with every page's HTML for the rare page that fails.
export const errorTexts: Record<
  Lang,
  { title: string; body: string; retry: string; home: string; reference: string }
> = {
  en: {
    title: 'Something went wrong',
    body: 'This page could not be shown just now. Please try again; if it keeps happening, come back a little later.',
    retry: 'Try again',
    home: 'Go home',
    reference: 'Reference',
  },
  bn: {
    title: 'কিছু একটা সমস্যা হয়েছে',
    body: 'এই মুহূর্তে পৃষ্ঠাটি দেখানো যাচ্ছে না। আবার চেষ্টা করুন; বারবার এমন হলে একটু পরে আবার আসুন।',
    retry: 'আবার চেষ্টা করুন',
    home: 'হোম পেজে যান',
    reference: 'রেফারেন্স',
  },
};
