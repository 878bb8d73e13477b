import type { Metadata } from 'next';
import { AboutPage, aboutMetadata } from '@/features/content';

export function generateMetadata(): Promise<Metadata> {
  return aboutMetadata();
}

export default function Page() {
  return <AboutPage />;
}
