import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CarRequisitionPage } from '@/features/content';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('requisition');
  return { title: t('title') };
}

export default function Page() {
  return <CarRequisitionPage />;
}
