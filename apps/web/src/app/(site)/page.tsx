import { HomePage } from '@/features/trip/home-page';

export default function Page() {
  return <HomePage />;
}
