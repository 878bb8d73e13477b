import type { Metadata } from 'next';
import { LegalPage, legalMetadata } from '@/features/content';

export function generateMetadata(): Promise<Metadata> {
  return legalMetadata('terms');
}

export default function Page() {
  return <LegalPage which="terms" />;
}
