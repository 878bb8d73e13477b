import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { SurveyPage } from '@/features/content/bare-pages';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('survey');
  return { title: t('title') };
}

type Props = { searchParams: Promise<{ trip?: string | string[] }> };

export default async function Page({ searchParams }: Props) {
  const { trip } = await searchParams;
  // ?trip= links the answers to one of the signed-in passenger's trips; anything else is ignored.
  const tripId = typeof trip === 'string' && /^[1-9]\d{0,9}$/.test(trip) ? Number(trip) : undefined;
  return <SurveyPage tripId={tripId} />;
}
