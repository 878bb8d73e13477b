import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { brand } from '@/config/brand';
import { getBrandCopy } from '@/config/brand-copy';
import { EarnWithPage } from '@/features/content';

// Reached only through src/proxy.ts, which rewrites /earn-with-{slug} here; only the brand's slug exists.
type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('earnWith');
  const copy = await getBrandCopy();
  return { title: t('title', { brand: copy.brand }) };
}

export default async function Page({ params }: Props) {
  const { slug } = await params;
  if (slug !== brand.slug) notFound();
  return <EarnWithPage />;
}
