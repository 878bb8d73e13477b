import type { Lang } from '@pothik/domain';
import type { DbOrTx } from '../../db/client';
import type { GoogleLinkEvent, GoogleLinkNotice, LinkNoticeRecipient } from '../auth';
import { enqueueNotifications } from '../notifications';
import { type PushMessage, pushAccountNotice } from '../push';

// A Google account that logs in to a passenger's account is a key to it: whoever proved the number by
// code once keeps it. So the number's owner is told when one is linked to their account, and a passenger
// whose Google account moved to another number is told it no longer opens theirs (DESIGN.md §14): by SMS
// always, and by push on their devices, in each person's language, through the outbox in the link's
// transaction. Not optional (an essential kind).

const DAY_MS = 86_400_000;

type Texts = { title: Record<Lang, string>; body: (lang: Lang, email: string | null) => string };

const named = (email: string | null) => (email ? ` (${email})` : '');

const linked: Texts = {
  title: { en: 'Google account linked', bn: 'গুগল অ্যাকাউন্ট যুক্ত হয়েছে' },
  body: (lang, email) =>
    lang === 'bn'
      ? `একটি গুগল অ্যাকাউন্ট${named(email)} এখন আপনার অ্যাকাউন্টে লগ ইন করতে পারে। আপনি না হলে প্রোফাইল থেকে এটি বিচ্ছিন্ন করুন।`
      : `A Google account${named(email)} can now log in to your account. Not you? Unlink it on your profile.`,
};

const moved: Texts = {
  title: { en: 'Google account moved', bn: 'গুগল অ্যাকাউন্ট সরানো হয়েছে' },
  body: (lang, email) =>
    lang === 'bn'
      ? `গুগল অ্যাকাউন্ট${named(email)} দিয়ে আর আপনার অ্যাকাউন্টে লগ ইন করা যাবে না: এটি অন্য একটি নম্বরে যুক্ত করা হয়েছে।`
      : `The Google account${named(email)} no longer logs in to your account: it was linked to another number.`,
};

/** The SMS and push of one notice to one person. */
async function tell(
  tx: DbOrTx,
  brand: Record<Lang, string>,
  input: { to: LinkNoticeRecipient; texts: Texts; event: GoogleLinkEvent; what: 'linked' | 'moved' },
) {
  const { to, texts, event, what } = input;
  const { email, now } = event;
  const expiresAt = new Date(now.getTime() + DAY_MS);
  // One link is one event: the key names it by its time and the person told.
  const key = `google_${what}:user:${to.userId}:${now.getTime()}`;
  await enqueueNotifications(
    tx,
    [
      {
        kind: 'google_linked',
        channel: 'sms',
        userId: to.userId,
        message: { to: to.mobile, text: `${brand[to.lang]}: ${texts.body(to.lang, email)}` },
        dedupeKey: `${key}:sms`,
        expiresAt,
      },
    ],
    now,
  );
  const message: PushMessage = {
    kind: 'google_linked',
    url: '/profile',
    tag: 'google-link',
    en: { title: texts.title.en, body: texts.body('en', email) },
    bn: { title: texts.title.bn, body: texts.body('bn', email) },
  };
  await pushAccountNotice(tx, { userId: to.userId, message, dedupeKey: `${key}:push`, expiresAt, now });
}

/** The notice auth's link step calls (AuthRoutesOptions.onGoogleLinked), with the brand's names. */
export function googleLinkNotice(brand: Record<Lang, string>): GoogleLinkNotice {
  return async (tx, event) => {
    await tell(tx, brand, { to: event.linkedTo, texts: linked, event, what: 'linked' });
    if (event.movedFrom) {
      await tell(tx, brand, { to: event.movedFrom, texts: moved, event, what: 'moved' });
    }
  };
}
