import type { Metadata } from 'next';
import { BlogListPage, blogListFiltersOf, blogListMetadata } from '@/features/content';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  return blogListMetadata(blogListFiltersOf(await searchParams));
}

export default async function Page({ searchParams }: Props) {
  return <BlogListPage filters={blogListFiltersOf(await searchParams)} />;
}
