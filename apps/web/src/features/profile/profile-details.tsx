'use client';

import type { UserView } from '@pothik/domain';
import { useTranslations } from 'next-intl';
import { useCallback, useState } from 'react';
import { LoadError, LoadingSkeleton } from '@/components/load-states';
import { useLang } from '@/i18n/use-lang';
import { useApiData } from '@/lib/api-query';
import { updateStoredUser } from '@/lib/session';
import { GoogleLink } from './google-link';
import { fetchProfile } from './profile-api';
import { ProfileForm } from './profile-form';
import { ProfilePicture } from './profile-picture';

/** GET /user/profile, then the picture and the details; each change reaches the header at once. */
export function ProfileDetails() {
  const t = useTranslations('profile');
  const lang = useLang();
  const load = useCallback(() => fetchProfile(lang), [lang]);
  const { state, retry } = useApiData('profile', load);
  // What the last save answered is the profile now; no need to ask again.
  const [latest, setLatest] = useState<UserView | null>(null);

  const saved = useCallback((user: UserView) => {
    updateStoredUser(user);
    setLatest(user);
  }, []);

  if (state.status === 'loading') return <LoadingSkeleton label={t('loading')} count={2} />;
  if (state.status === 'failed') {
    return <LoadError title={t('loadError')} result={state.result} retryLabel={t('retry')} onRetry={retry} />;
  }
  const user = latest ?? state.data;
  return (
    <div className="space-y-8">
      <ProfilePicture user={user} onSaved={saved} />
      <ProfileForm user={user} onSaved={saved} />
      {user.role === 'passenger' && <GoogleLink />}
    </div>
  );
}
