import type { Metadata } from 'next';
import { districtOf, RamadanCalendarPage, ramadanCalendarMetadata } from '@/features/ramadan';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export function generateMetadata(): Promise<Metadata> {
  return ramadanCalendarMetadata();
}

export default async function Page({ searchParams }: Props) {
  return <RamadanCalendarPage district={districtOf(await searchParams)} />;
}
