import type { Metadata } from 'next';
import { homeMetadata } from '@/features/content';
import { HomePage } from '@/features/trip';
import { ClientMessages } from '@/i18n/client-messages-provider';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export function generateMetadata(): Promise<Metadata> {
  return homeMetadata();
}

export default async function Page({ searchParams }: Props) {
  return (
    <ClientMessages features={['home']}>
      <HomePage searchParams={await searchParams} />
    </ClientMessages>
  );
}
