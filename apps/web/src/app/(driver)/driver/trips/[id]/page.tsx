import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { DriverTripPage } from '@/features/driver';

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations('driver.detail');
  return { title: t('title', { id: (await params).id }) };
}

export default async function Page({ params }: Props) {
  const { id } = await params;
  if (!/^\d{1,9}$/.test(id)) notFound();
  return <DriverTripPage tripId={Number(id)} />;
}
