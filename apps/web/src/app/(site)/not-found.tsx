import { NotFoundContent } from '@/features/content/not-found-content';

export default function NotFound() {
  return <NotFoundContent />;
}
