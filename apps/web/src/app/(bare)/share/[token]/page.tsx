import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { SharedTripPage } from '@/features/share';
import { ClientMessages } from '@/i18n/client-messages-provider';

// The token is a secret that shows where someone is: no search engine keeps the page, and no other
// site is told its address.
export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('sharedTrip');
  return { title: t('title'), robots: { index: false, follow: false }, referrer: 'no-referrer' };
}

type Props = { params: Promise<{ token: string }> };

export default async function Page({ params }: Props) {
  const { token } = await params;
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) notFound();
  return (
    <ClientMessages features={['share']}>
      <SharedTripPage token={token} />
    </ClientMessages>
  );
}
