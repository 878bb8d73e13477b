import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { TripDetailPage, tripForPage } from '@/features/my-trips/server';
import { getLang } from '@/i18n/get-lang';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('tripDetail');
  return { title: t('title') };
}

type Props = { params: Promise<{ id: string }> };

export default async function Page({ params }: Props) {
  const { id } = await params;
  return <TripDetailPage tripId={id} initial={await tripForPage(id, await getLang())} />;
}
