import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { EmptyState } from '@/components/empty-state';
import { PageHeading } from '@/components/page-heading';
import { AuthGate } from '@/features/auth/auth-gate';

export async function MyTripsPage() {
  const t = await getTranslations('myTrips');
  return (
    <>
      <PageHeading title={t('heading')} />
      <div className="container-page py-10">
        <AuthGate>
          <EmptyState
            title={t('emptyTitle')}
            body={t('emptyBody')}
            action={
              <Link href="/" className="btn-primary">
                {t('bookTrip')}
              </Link>
            }
          />
        </AuthGate>
      </div>
    </>
  );
}

export async function TripDetailPage() {
  const t = await getTranslations('tripDetail');
  return (
    <>
      <PageHeading title={t('heading')} />
      <div className="container-page py-10">
        <AuthGate>
          <EmptyState
            title={t('emptyTitle')}
            body={t('emptyBody')}
            action={
              <Link href="/trip/my-trips" className="btn-outline">
                {t('backToTrips')}
              </Link>
            }
          />
        </AuthGate>
      </div>
    </>
  );
}
