import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { MyTripsPage } from '@/features/my-trips';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('myTrips');
  return { title: t('title') };
}

export default function Page() {
  return <MyTripsPage />;
}
