import { getTranslations } from 'next-intl/server';
import { PageHeading } from '@/components/page-heading';
import { AuthGate } from '@/features/auth';
import { PassengerPushPanel, PassengerSmsPreferences } from '@/features/push';
import { TrustedContactsSection } from '@/features/safety';
import { ProfileDetails } from './profile-details';

export async function ProfilePage() {
  const t = await getTranslations('profile');
  return (
    <>
      <PageHeading title={t('heading')} />
      <div className="container-page py-10">
        <AuthGate>
          <ProfileDetails />
          <div className="mt-8 max-w-2xl space-y-4">
            <TrustedContactsSection />
            <PassengerPushPanel />
            <PassengerSmsPreferences />
          </div>
        </AuthGate>
      </div>
    </>
  );
}
