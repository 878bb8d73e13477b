import type { Metadata } from 'next';
import { FaqPage, faqMetadata } from '@/features/content';

export function generateMetadata(): Promise<Metadata> {
  return faqMetadata();
}

export default function Page() {
  return <FaqPage />;
}
