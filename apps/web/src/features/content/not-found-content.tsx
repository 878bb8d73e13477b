import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { PageHeading } from '@/components/page-heading';

export async function NotFoundContent() {
  const t = await getTranslations('notFound');
  return (
    <>
      <PageHeading title={t('heading')} lead={t('body')} />
      <div className="container-page py-10">
        <Link href="/" className="btn-primary">
          {t('home')}
        </Link>
      </div>
    </>
  );
}
