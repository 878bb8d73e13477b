import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { PageHeading } from '@/components/page-heading';
import { AuthGate } from '@/features/auth';
import { PassengerTicketsPage } from '@/features/support';
import { ClientMessages } from '@/i18n/client-messages-provider';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('support');
  return { title: t('heading') };
}

export default async function Page() {
  const t = await getTranslations('support');
  return (
    <ClientMessages features={['support']}>
      <PageHeading title={t('heading')} />
      <div className="container-page py-10">
        <AuthGate>
          <Suspense>
            <PassengerTicketsPage />
          </Suspense>
        </AuthGate>
      </div>
    </ClientMessages>
  );
}
