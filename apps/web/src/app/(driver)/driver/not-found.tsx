import Link from 'next/link';
import { getTranslations } from 'next-intl/server';

/** A driver URL that names nothing (a malformed trip number): the way back is the open trips. */
export default async function DriverNotFound() {
  const t = await getTranslations('notFound');
  const tDetail = await getTranslations('driver.detail');
  return (
    <section className="space-y-4 py-6">
      <h1 className="font-bold text-2xl">{t('heading')}</h1>
      <p className="text-gray-700">{t('body')}</p>
      <Link href="/driver" className="btn-primary">
        {tDetail('backToOpen')}
      </Link>
    </section>
  );
}
