import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeApi, startFakeApi } from '../../../test/fake-api';
import { storeLogin } from '../../../test/fixtures/trip-fixtures';
import { renderWithProviders } from '../../../test/render';
import { TrustedContactsSection } from './trusted-contacts';

const LIST = 'GET /api/v3/user/trusted-contacts';
const SAVE = 'PUT /api/v3/user/trusted-contacts';

let api: FakeApi;
beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(() => api.close());
beforeEach(() => {
  api.reset();
  storeLogin();
});
afterEach(() => window.localStorage.clear());

function renderSection(lang: 'en' | 'bn' = 'en') {
  renderWithProviders(<TrustedContactsSection />, { apiUrl: api.url, lang });
  return userEvent.setup();
}

describe('trusted contacts', () => {
  it('adds a contact by keyboard, checks the number before sending, and saves', async () => {
    api.on(LIST, { status: 200, body: { data: [] } });
    api.on(SAVE, (request) => ({
      status: 200,
      body: {
        message: 'Your trusted contacts are saved.',
        code: 'trustedContactsSaved',
        data: (JSON.parse(request.body) as { contacts: unknown[] }).contacts,
      },
    }));
    const user = renderSection();
    const section = await screen.findByRole('region', { name: 'Trusted contacts' });
    expect(within(section).getByText('No trusted contacts yet.')).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Add a contact' }));
    const contact = within(section).getByRole('group', { name: 'Contact 1' });
    // The new contact's name takes the focus, so typing goes on from the button.
    expect(within(contact).getByRole('textbox', { name: 'Name' })).toHaveFocus();
    await user.keyboard('Amma');
    const mobile = within(contact).getByRole('textbox', { name: 'Mobile number' });
    await user.type(mobile, '01212345678');
    await user.click(within(section).getByRole('button', { name: 'Save contacts' }));
    // Refused here, under the field, and nothing sent.
    expect(mobile).toHaveAccessibleDescription('Please enter a valid Bangladeshi mobile number.');
    expect(mobile).toHaveAttribute('aria-invalid', 'true');
    expect(api.requestsTo(SAVE)).toHaveLength(0);

    await user.clear(mobile);
    await user.type(mobile, '01712345678');
    const autoShare = within(contact).getByRole('checkbox', {
      name: 'Text them a live link to every trip I book',
    });
    expect(autoShare).not.toBeChecked();
    await user.click(autoShare);
    await user.click(within(section).getByRole('button', { name: 'Save contacts' }));
    expect(await within(section).findByRole('status')).toHaveTextContent('Your trusted contacts are saved.');
    expect(JSON.parse(api.requestsTo(SAVE)[0]!.body)).toEqual({
      contacts: [{ name: 'Amma', mobile: '01712345678', auto_share: true }],
    });
    expect(
      within(section).getByRole('checkbox', { name: 'Text them a live link to every trip I book' }),
    ).toBeChecked();
  });

  it('stops offering more than five, in Bangla', async () => {
    const five = [1, 2, 3, 4, 5].map((n) => ({
      name: `C${n}`,
      mobile: `0171234567${n}`,
      auto_share: n === 2,
    }));
    api.on(LIST, { status: 200, body: { data: five } });
    renderSection('bn');
    const section = await screen.findByRole('region', { name: 'বিশ্বস্ত পরিচিতি' });
    expect(within(section).getAllByRole('group')).toHaveLength(5);
    expect(within(section).getByRole('group', { name: 'পরিচিতি ৫' })).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'পরিচিতি যোগ করুন' })).not.toBeInTheDocument();
    expect(within(section).getByText('আপনার ৫ জন পরিচিতি আছে, এর বেশি রাখা যায় না।')).toBeInTheDocument();
    const follows = within(section).getAllByRole('checkbox', {
      name: 'আমার বুক করা প্রতিটি ট্রিপের সরাসরি লিংক তাঁকে এসএমএসে পাঠান',
    });
    expect(follows.map((box) => (box as HTMLInputElement).checked)).toEqual([
      false,
      true,
      false,
      false,
      false,
    ]);
  });
});
