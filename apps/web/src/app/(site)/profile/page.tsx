import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ProfilePage } from '@/features/profile';
import { ClientMessages } from '@/i18n/client-messages-provider';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('profile');
  return { title: t('title') };
}

export default function Page() {
  return (
    <ClientMessages features={['profile']}>
      <ProfilePage />
    </ClientMessages>
  );
}
