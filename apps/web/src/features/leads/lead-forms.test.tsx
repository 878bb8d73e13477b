import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type AnalyticsRecord, subscribeToAnalytics } from '@/lib/analytics';
import { type FakeApi, startFakeApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { BusinessForm } from './business-form';
import { ClubForm } from './club-form';

const CLUB = 'POST /web/create/pothik_club';
const BUSINESS = 'POST /web/create/pothik_business';
const received = {
  status: 201,
  body: { message: 'Thank you! We will contact you soon.', code: 'leadReceived' },
};

let api: FakeApi;
beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(() => api.close());
beforeEach(() => api.reset());

describe('Club form', () => {
  it.each([
    ['en', 'Phone', '0171234567', 'Mobile number must be exactly 11 digits.'],
    ['en', 'Phone', '01212345678', 'Please enter a valid Bangladeshi mobile number.'],
    ['bn', 'ফোন নম্বর', '০১৭১২৩৪৫৬৭', 'মোবাইল নম্বর অবশ্যই ১১ সংখ্যার হতে হবে।'],
  ] as const)('in %s, the %s field refuses %s without sending', async (lang, label, mobile, message) => {
    const user = userEvent.setup();
    renderWithProviders(<ClubForm />, { apiUrl: api.url, lang });
    await user.type(screen.getByRole('textbox', { name: label }), mobile);
    await user.click(screen.getByRole('button', { name: lang === 'en' ? 'Join the Club' : 'ক্লাবে যোগ দিন' }));

    const field = screen.getByRole('textbox', { name: label });
    expect(field).toHaveAccessibleDescription(message);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(api.requestsTo(CLUB)).toHaveLength(0);
  });

  it('sends the lead with an Idempotency-Key and an empty trap field, then says what happens next', async () => {
    api.on(CLUB, received);
    const events: AnalyticsRecord[] = [];
    const stopListening = subscribeToAnalytics((record) => events.push(record));
    const user = userEvent.setup();
    renderWithProviders(<ClubForm />, { apiUrl: api.url, lang: 'bn' });
    await user.type(screen.getByRole('textbox', { name: 'পুরো নাম' }), 'রফিক আহমেদ');
    // Bengali digits from a Bangla keyboard are the same number.
    await user.type(screen.getByRole('textbox', { name: 'ফোন নম্বর' }), '০১৮১১২২৩৩৪৪');
    await user.type(screen.getByRole('textbox', { name: 'ইমেইল' }), 'rafiq@example.com');
    await user.click(screen.getByRole('button', { name: 'ক্লাবে যোগ দিন' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'এক কর্মদিবসের মধ্যে আমাদের ক্লাব টিম আপনাকে ফোন করে আপনার গাড়ি নিয়ে কথা বলবে।',
    );
    const [sent] = api.requestsTo(CLUB);
    expect(JSON.parse(sent!.body)).toEqual({
      full_name: 'রফিক আহমেদ',
      mobile: '01811223344',
      email: 'rafiq@example.com',
      website: '',
    });
    expect(sent!.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent!.headers['accept-language']).toBe('bn');
    // The trap field is hidden from people and from screen readers.
    expect(screen.queryByRole('textbox', { name: 'Website' })).not.toBeInTheDocument();
    // The form's kind only: the name and number stay out of the event.
    expect(events).toEqual([{ event: 'lead_sent', props: { form: 'club' } }]);
    stopListening();
  });
});

describe('Business form', () => {
  it('names every missing field in the reader language', async () => {
    const user = userEvent.setup();
    renderWithProviders(<BusinessForm />, { apiUrl: api.url });
    await user.click(screen.getByRole('button', { name: 'Send to our business team' }));
    expect(screen.getByRole('textbox', { name: "Contact person's name" })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    for (const label of ['Designation', 'Company name', 'Email', 'Phone']) {
      expect(screen.getByRole('textbox', { name: label })).toHaveAttribute('aria-invalid', 'true');
    }
    expect(api.requestsTo(BUSINESS)).toHaveLength(0);
  });

  it('puts the API refusal (422) under its field, and keeps the button usable again', async () => {
    api.on(BUSINESS, {
      status: 422,
      body: {
        message: 'Validation Error!',
        code: 'validationError',
        errors: { email: ['Please enter a valid email address.'] },
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<BusinessForm />, { apiUrl: api.url });
    await user.type(screen.getByRole('textbox', { name: "Contact person's name" }), 'Nusrat Jahan');
    await user.type(screen.getByRole('textbox', { name: 'Designation' }), 'Admin Manager');
    await user.type(screen.getByRole('textbox', { name: 'Company name' }), 'Meghna Textiles Ltd.');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'nusrat@meghnatextiles.com.bd');
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '01711223344');
    await user.click(screen.getByRole('button', { name: 'Send to our business team' }));

    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Send to our business team' })).toBeEnabled();
  });
});
