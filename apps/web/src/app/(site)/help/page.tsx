import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { PageHeading } from '@/components/page-heading';
import { PublicTicketForm } from '@/features/support';
import { ClientMessages } from '@/i18n/client-messages-provider';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('support');
  return { title: t('heading') };
}

/** Help for anyone: the logged-out ticket form, and the way to a logged-in passenger's tickets. */
export default async function Page() {
  const t = await getTranslations('support');
  return (
    <ClientMessages features={['support']}>
      <PageHeading title={t('heading')} />
      <div className="container-page max-w-2xl space-y-4 py-10">
        <p>{t('intro')}</p>
        <Link href="/profile/tickets" className="text-primary-darker underline">
          {t('list.heading')}
        </Link>
        <PublicTicketForm />
      </div>
    </ClientMessages>
  );
}
