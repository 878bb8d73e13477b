import type { Metadata } from 'next';
import { BlogPostPage, blogPostMetadata } from '@/features/content';

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return blogPostMetadata((await params).slug);
}

export default async function Page({ params }: Props) {
  return <BlogPostPage slug={(await params).slug} />;
}
