import { getTranslations } from 'next-intl/server';
import { PageHeading } from '@/components/page-heading';
import { AuthGate } from '@/features/auth/auth-gate';
import { PassengerPushPanel } from '@/features/push/passenger-push-panel';
import { PassengerSmsPreferences } from '@/features/push/passenger-sms-preferences';
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
            <PassengerPushPanel />
            <PassengerSmsPreferences />
          </div>
        </AuthGate>
      </div>
    </>
  );
}
