import { File as NodeFile } from 'node:buffer';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeApi, sessionData, startFakeApi } from '../../../test/fake-api';
import { storeLogin } from '../../../test/fixtures/trip-fixtures';
import { nextNavigationMock } from '../../../test/next-navigation';
import { renderWithProviders } from '../../../test/render';
import { AccountControls } from '../layout/account-controls';
import { ProfileDetails } from './profile-details';

vi.mock('next/navigation', () => nextNavigationMock);

const PROFILE = 'GET /api/v3/user/profile';
const UPDATE = 'POST /api/v3/user/profile-update';
const PICTURE = 'POST /api/v3/user/profile-picture';
const me = { ...sessionData().user, full_name: 'Rahima Akter' };

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

function renderProfile(lang: 'en' | 'bn' = 'en') {
  renderWithProviders(
    <>
      <AccountControls />
      <ProfileDetails />
    </>,
    { apiUrl: api.url, lang },
  );
  return userEvent.setup();
}

describe('profile', () => {
  it('saves a new name and the header shows it at once', async () => {
    const saved = { ...me, full_name: 'Rahima Begum', email: 'rahima@example.com', gender: 'female' };
    api.on(UPDATE, {
      status: 200,
      body: { message: 'Profile updated successfully.', code: 'profileUpdated', data: saved },
    });
    const user = renderProfile();
    const name = await screen.findByRole('textbox', { name: 'Full name' });
    expect(name).toHaveValue('Rahima Akter');
    await user.clear(name);
    await user.type(name, 'Rahima Begum');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'rahima@example.com');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Gender' }), 'Female');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Profile updated successfully.')).toBeInTheDocument();
    expect(JSON.parse(api.requestsTo(UPDATE)[0]!.body)).toEqual({
      full_name: 'Rahima Begum',
      email: 'rahima@example.com',
      gender: 'female',
    });
    expect(screen.getByRole('button', { name: /Rahima Begum/ })).toBeInTheDocument();
  });

  it('names a bad field in Bangla without sending', async () => {
    const user = renderProfile('bn');
    const name = await screen.findByRole('textbox', { name: 'পুরো নাম' });
    await user.clear(name);
    await user.type(screen.getByRole('textbox', { name: 'ইমেইল' }), 'rahima@');
    await user.click(screen.getByRole('button', { name: 'পরিবর্তন সংরক্ষণ করুন' }));
    expect(name).toHaveAccessibleDescription('পুরো নাম আবশ্যক।');
    expect(screen.getByRole('textbox', { name: 'ইমেইল' })).toHaveAccessibleDescription(
      'অনুগ্রহ করে একটি সঠিক ইমেইল ঠিকানা দিন।',
    );
    expect(api.requestsTo(UPDATE)).toHaveLength(0);
  });

  it('uploads a picture as multipart and shows it in the header', async () => {
    const withPicture = { ...me, profile_picture: '/images/uploads/avatars/0123456789abcdef0123-480.webp' };
    api.on(PICTURE, {
      status: 200,
      body: { message: 'Profile picture updated.', code: 'pictureUpdated', data: withPicture },
    });
    const user = renderProfile();
    const input = await screen.findByLabelText('Choose a picture');
    // Node's File: jsdom's own never reaches Node's fetch (the request hangs); the bytes themselves are
    // checked by the e2e upload in Chromium.
    const png = new NodeFile([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', { type: 'image/png' });
    await user.upload(input, png as unknown as File);

    expect(await screen.findByText('Profile picture updated.')).toBeInTheDocument();
    const [sent] = api.requestsTo(PICTURE);
    expect(sent!.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(sent!.body).toContain('Content-Disposition: form-data; name="image"');
    expect(screen.getByRole('img', { name: 'Your profile picture' })).toHaveAttribute(
      'src',
      `${api.url}/images/uploads/avatars/0123456789abcdef0123-480.webp`,
    );
    // The header's picture is decorative beside the name.
    const headerPicture = screen.getByRole('button', { name: /Rahima Akter/ }).querySelector('img');
    expect(headerPicture).toHaveAttribute(
      'src',
      `${api.url}/images/uploads/avatars/0123456789abcdef0123-480.webp`,
    );
  });

  it('refuses a picture over 2 MB or of another kind before sending, in Bangla', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderWithProviders(<ProfileDetails />, { apiUrl: api.url, lang: 'bn' });
    const input = await screen.findByLabelText('ছবি বেছে নিন');
    await user.upload(
      input,
      new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.jpg', { type: 'image/jpeg' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('ছবিটি ২ এমবি বা তার চেয়ে ছোট হতে হবে।');
    await user.upload(input, new File(['<svg/>'], 'me.svg', { type: 'image/svg+xml' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('অনুগ্রহ করে JPEG, PNG অথবা WebP ছবি বেছে নিন।');
    expect(api.requestsTo(PICTURE)).toHaveLength(0);
  });
});
