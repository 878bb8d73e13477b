import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { DriverTripsPage } from '@/features/driver';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('driver.mine');
  return { title: t('title') };
}

export default function Page() {
  return <DriverTripsPage />;
}
