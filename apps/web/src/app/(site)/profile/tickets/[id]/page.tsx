import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { PageHeading } from '@/components/page-heading';
import { AuthGate } from '@/features/auth';
import { PassengerTicketPage } from '@/features/support';
import { ClientMessages } from '@/i18n/client-messages-provider';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('support');
  return { title: t('heading') };
}

type Props = { params: Promise<{ id: string }> };

export default async function Page({ params }: Props) {
  const { id } = await params;
  const ticketId = Number(id);
  if (!Number.isInteger(ticketId) || ticketId <= 0) notFound();
  const t = await getTranslations('support');
  return (
    <ClientMessages features={['support']}>
      <PageHeading title={t('heading')} />
      <div className="container-page py-10">
        <AuthGate>
          <PassengerTicketPage ticketId={ticketId} />
        </AuthGate>
      </div>
    </ClientMessages>
  );
}
