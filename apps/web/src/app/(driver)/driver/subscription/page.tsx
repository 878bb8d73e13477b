import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { DriverSubscriptionPage } from '@/features/driver';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('driver.subscription');
  return { title: t('title') };
}

export default function Page() {
  return <DriverSubscriptionPage />;
}
