import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { TripDetailPage } from '@/features/trip/my-trips-page';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('tripDetail');
  return { title: t('title') };
}

export default function Page() {
  return <TripDetailPage />;
}
