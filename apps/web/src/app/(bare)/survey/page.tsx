import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { SurveyPage } from '@/features/content';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('survey');
  return { title: t('title') };
}

type Props = { searchParams: Promise<{ trip?: string | string[]; t?: string | string[] }> };

export default async function Page({ searchParams }: Props) {
  const { trip, t } = await searchParams;
  // ?trip= links the answers to one of the signed-in passenger's trips; with the completion SMS's
  // signed ?t= it names the trip without a login (the API checks the signature). Anything else is ignored.
  const tripId = typeof trip === 'string' && /^[1-9]\d{0,9}$/.test(trip) ? Number(trip) : undefined;
  const surveyToken = tripId && typeof t === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(t) ? t : undefined;
  return <SurveyPage tripId={tripId} surveyToken={surveyToken} />;
}
