import { ContentLoading } from '@/features/content';

export default function Loading() {
  return <ContentLoading />;
}
