import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { PublicTicketForm } from '@/features/support';
import { SupportPageFrame, supportMetadata } from '@/features/support/server';

export const generateMetadata = supportMetadata;

/** Help for anyone: the logged-out ticket form, and the way to a logged-in passenger's tickets. */
export default async function Page() {
  const t = await getTranslations('support');
  return (
    <SupportPageFrame className="max-w-2xl space-y-4">
      <p>{t('intro')}</p>
      <Link href="/profile/tickets" className="text-primary-darker underline">
        {t('list.heading')}
      </Link>
      <PublicTicketForm />
    </SupportPageFrame>
  );
}
