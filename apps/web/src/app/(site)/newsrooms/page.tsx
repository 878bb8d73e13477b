import type { Metadata } from 'next';
import { NewsroomPage, newsPageOf, newsroomMetadata } from '@/features/content';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  return newsroomMetadata(newsPageOf(await searchParams));
}

export default async function Page({ searchParams }: Props) {
  return <NewsroomPage page={newsPageOf(await searchParams)} />;
}
