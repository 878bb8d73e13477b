import { NotFoundContent } from '@/features/content';

export default function NotFound() {
  return <NotFoundContent />;
}
