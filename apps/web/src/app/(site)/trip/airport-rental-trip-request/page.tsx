import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { TripRequestPage } from '@/features/trip';

type Props = { searchParams: Promise<{ trip_type?: string | string[]; car_type?: string | string[] }> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('tripRequest');
  return { title: t('airportTitle') };
}

export default async function Page({ searchParams }: Props) {
  return <TripRequestPage category="airport_rental" selection={await searchParams} />;
}
