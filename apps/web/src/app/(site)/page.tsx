import type { Metadata } from 'next';
import { homeMetadata } from '@/features/content';
import { HomePage } from '@/features/trip/home-page';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export function generateMetadata(): Promise<Metadata> {
  return homeMetadata();
}

export default async function Page({ searchParams }: Props) {
  return <HomePage searchParams={await searchParams} />;
}
