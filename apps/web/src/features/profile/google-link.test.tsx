import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppToaster } from '@/components/app-toaster';
import { googleConfig } from '@/features/auth/testing/fake-google-identity';
import { type FakeApi, sessionData, startFakeApi } from '../../../test/fake-api';
import { storeLogin } from '../../../test/fixtures/trip-fixtures';
import { nextNavigationMock } from '../../../test/next-navigation';
import { renderWithProviders } from '../../../test/render';
import { ProfileDetails } from './profile-details';

// DESIGN.md §14: the passenger's Google sign-in on /profile: which account is linked, and unlinking it.

vi.mock('next/navigation', () => nextNavigationMock);

const PROFILE = 'GET /api/v3/user/profile';
const LINK = 'GET /api/v3/user/profile/google';
const UNLINK = 'DELETE /api/v3/user/profile/google';
const me = sessionData().user;
const linked = { linked: true, email: 'rahim@example.com', linked_at: '2026-03-01T10:00:00.000Z' };
const notLinked = { linked: false, email: null, linked_at: null };

let api: FakeApi;
beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(() => api.close());
beforeEach(() => {
  api.reset();
  storeLogin();
  api.on(PROFILE, { status: 200, body: { data: me } });
});
afterEach(() => window.localStorage.clear());

function renderProfile(lang: 'en' | 'bn' = 'en', configured = true) {
  renderWithProviders(
    <>
      <ProfileDetails />
      <AppToaster />
    </>,
    { apiUrl: api.url, lang, config: configured ? googleConfig : {} },
  );
  return userEvent.setup();
}

describe('Google sign-in on the profile', () => {
  it.each([
    [
      'en',
      {
        heading: 'Google sign-in',
        linked: 'Linked to rahim@example.com. You can log in with Google instead of a code.',
        unlink: 'Unlink Google account',
        done: 'Your Google account is no longer linked.',
        none: 'No Google account is linked. Choose “Continue with Google” when you next log in, and confirm your mobile number once, to link one.',
      },
    ],
    [
      'bn',
      {
        heading: 'গুগল দিয়ে লগ ইন',
        linked: 'rahim@example.com যুক্ত আছে। কোডের বদলে আপনি গুগল দিয়ে লগ ইন করতে পারেন।',
        unlink: 'গুগল অ্যাকাউন্ট বিচ্ছিন্ন করুন',
        done: 'আপনার গুগল অ্যাকাউন্ট আর যুক্ত নেই।',
        none: 'কোনো গুগল অ্যাকাউন্ট যুক্ত নেই। যুক্ত করতে পরের বার লগ ইনের সময় “গুগল দিয়ে চালিয়ে যান” বেছে নিন এবং একবার আপনার মোবাইল নম্বর নিশ্চিত করুন।',
      },
    ],
  ] as const)('shows the linked account and unlinks it with the session’s token, in %s', async (lang, t) => {
    api.on(LINK, { status: 200, body: { data: linked } });
    api.on(UNLINK, {
      status: 200,
      body: { message: 'Your Google account is no longer linked.', code: 'googleUnlinked', data: notLinked },
    });
    const user = renderProfile(lang);
    // The first render of the file waits for the profile's code and two answers.
    const section = await screen.findByRole('region', { name: t.heading });
    expect(await within(section).findByText(t.linked)).toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: t.unlink }));
    expect(await within(section).findByText(t.none)).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: t.unlink })).not.toBeInTheDocument();
    expect(await screen.findByText(t.done)).toBeInTheDocument();
    const [unlink] = api.requestsTo(UNLINK);
    expect(unlink!.headers.authorization).toBe('Bearer access-1');
  });

  it('says how to link when none is linked', async () => {
    api.on(LINK, { status: 200, body: { data: notLinked } });
    renderProfile();
    const section = await screen.findByRole('region', { name: 'Google sign-in' });
    expect(within(section).getByText(/No Google account is linked/)).toBeInTheDocument();
    expect(within(section).queryByRole('button')).not.toBeInTheDocument();
  });

  it('is left out where Google sign-in is not configured and nothing is linked', async () => {
    api.on(LINK, { status: 200, body: { data: notLinked } });
    renderProfile('en', false);
    await screen.findByRole('textbox', { name: 'Full name' });
    await vi.waitFor(() => expect(api.requestsTo(LINK)).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Google sign-in' })).not.toBeInTheDocument();
  });
});
