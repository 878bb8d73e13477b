import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { DriverTicketsPage } from '@/features/driver';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('support');
  return { title: t('heading') };
}

export default function Page() {
  return <DriverTicketsPage />;
}
