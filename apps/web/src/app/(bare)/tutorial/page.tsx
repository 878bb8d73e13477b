import type { Metadata } from 'next';
import { TutorialPage, tutorialMetadata } from '@/features/content';

export function generateMetadata(): Promise<Metadata> {
  return tutorialMetadata();
}

export default function Page() {
  return <TutorialPage />;
}
