import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { PageHeading } from '@/components/page-heading';
import { ClientMessages } from '@/i18n/client-messages-provider';

// The support pages' frame (server side): their title, heading and the messages their client parts read.

export async function supportMetadata(): Promise<Metadata> {
  const t = await getTranslations('support');
  return { title: t('heading') };
}

export async function SupportPageFrame({
  children,
  className = '',
}: {
  children: ReactNode;
  className?: string;
}) {
  const t = await getTranslations('support');
  return (
    <ClientMessages features={['support']}>
      <PageHeading title={t('heading')} />
      <div className={`container-page py-10 ${className}`}>{children}</div>
    </ClientMessages>
  );
}
