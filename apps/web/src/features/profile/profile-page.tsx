import { getTranslations } from 'next-intl/server';
import { EmptyState } from '@/components/empty-state';
import { PageHeading } from '@/components/page-heading';
import { AuthGate } from '@/features/auth/auth-gate';

export async function ProfilePage() {
  const t = await getTranslations('profile');
  return (
    <>
      <PageHeading title={t('heading')} />
      <div className="container-page py-10">
        <AuthGate>
          <EmptyState title={t('emptyTitle')} body={t('emptyBody')} />
        </AuthGate>
      </div>
    </>
  );
}
