import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { PageHeading } from '@/components/page-heading';
import { AuthGate } from '@/features/auth';
import { PassengerPushPanel, PassengerSmsPreferences } from '@/features/push';
import { TrustedContactsSection } from '@/features/safety';
import { ProfileDetails } from './profile-details';

export async function ProfilePage() {
  const t = await getTranslations('profile');
  const tSupport = await getTranslations('support');
  return (
    <>
      <PageHeading title={t('heading')} />
      <div className="container-page py-10">
        <AuthGate>
          <ProfileDetails />
          <div className="mt-8 max-w-2xl space-y-4">
            {/* Help when something went wrong: the passenger's support tickets (issue 46). */}
            <Link href="/profile/tickets" className="btn-outline inline-flex">
              {tSupport('profileLink')}
            </Link>
            <TrustedContactsSection />
            <PassengerPushPanel />
            <PassengerSmsPreferences />
          </div>
        </AuthGate>
      </div>
    </>
  );
}
