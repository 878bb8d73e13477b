import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { DriverPapersPage } from '@/features/driver';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('driver.papers');
  return { title: t('title') };
}

export default function Page() {
  return <DriverPapersPage />;
}
