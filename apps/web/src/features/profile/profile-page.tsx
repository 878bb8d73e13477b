import { getTranslations } from 'next-intl/server';
import { PageHeading } from '@/components/page-heading';
import { AuthGate } from '@/features/auth/auth-gate';
import { ProfileDetails } from './profile-details';

export async function ProfilePage() {
  const t = await getTranslations('profile');
  return (
    <>
      <PageHeading title={t('heading')} />
      <div className="container-page py-10">
        <AuthGate>
          <ProfileDetails />
        </AuthGate>
      </div>
    </>
  );
}
