import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { browserSessionData, type FakeApi, startFakeApi } from '../../../../test/fake-api';
import { navigation } from '../../../../test/next-navigation';
import { renderWithProviders } from '../../../../test/render';
import { DriverLogin } from './driver-login';

vi.mock('next/navigation', async () => (await import('../../../../test/next-navigation')).nextNavigationMock);

// A new driver signs up on /driver (issue 45 §1): their details first, checked before anything is sent,
// then their number and the code, which carries the details to open the account; they land on their
// papers.

let api: FakeApi;
beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(() => api.close());
beforeEach(() => {
  api.reset();
  navigation.router.push.mockClear();
});
afterEach(() => window.localStorage.clear());

const texts = {
  en: {
    signUp: 'Sign up to drive with Pothik',
    title: 'Sign up to drive',
    name: 'Your full name',
    carType: 'Car type',
    sedan: 'Sedan (4 seats)',
    carModel: 'Car model and year',
    plate: 'Number plate',
    district: 'Your district',
    districtName: 'Bogura',
    next: 'Next: your mobile number',
    nameRequired: 'Full name is required.',
    mobile: 'Mobile number',
    send: 'Send code',
    digit1: 'Digit 1 of 4',
    verify: 'Verify',
    summary: /Signing up Sumon Mia, Sedan, Dhaka Metro-Ga 12-3456/,
  },
  bn: {
    signUp: 'পথিকে গাড়ি চালাতে সাইন আপ করুন',
    title: 'গাড়ি চালাতে সাইন আপ',
    name: 'আপনার পুরো নাম',
    carType: 'গাড়ির ধরন',
    sedan: 'সেডান (৪ আসন)',
    carModel: 'গাড়ির মডেল ও বছর',
    plate: 'নম্বর প্লেট',
    district: 'আপনার জেলা',
    districtName: 'বগুড়া',
    next: 'এরপর: আপনার মোবাইল নম্বর',
    nameRequired: 'পুরো নাম আবশ্যক।',
    mobile: 'মোবাইল নম্বর',
    send: 'কোড পাঠান',
    digit1: '৪টির মধ্যে ১ নম্বর অঙ্ক',
    verify: 'যাচাই করুন',
    summary: /সাইন আপ: Sumon Mia, সেডান, Dhaka Metro-Ga 12-3456/,
  },
};

describe('signing up on /driver', () => {
  it.each(['en', 'bn'] as const)(
    'checks the details, then sends them with the code and opens the papers (%s)',
    async (lang) => {
      const t = texts[lang];
      api.on('POST /api/v3/driver/login', {
        status: 200,
        body: {
          message: 'ok',
          code: 'otpSent',
          data: { mobile: '01712345678', resend_after: 180, expires_in: 300 },
        },
      });
      const session = browserSessionData({ user: { ...browserSessionData().user, role: 'driver' } });
      api.on('POST /api/v3/driver/verify', {
        status: 200,
        body: { message: 'Logged In Successfully', code: 'loggedIn', data: session },
      });
      renderWithProviders(<DriverLogin />, { lang, apiUrl: api.url });
      const user = userEvent.setup();
      await user.click(screen.getByRole('button', { name: t.signUp }));
      expect(await screen.findByRole('heading', { level: 1, name: t.title })).toBeInTheDocument();

      // Nothing filled: every field says what is missing, the first takes focus, nothing is sent.
      await user.click(await screen.findByRole('button', { name: t.next }));
      expect(screen.getByText(t.nameRequired)).toBeInTheDocument();
      expect(screen.getByLabelText(t.name)).toHaveFocus();
      expect(screen.getByLabelText(t.carType)).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByLabelText(t.district)).toHaveAttribute('aria-invalid', 'true');

      await user.type(screen.getByLabelText(t.name), 'Sumon Mia');
      await user.selectOptions(screen.getByLabelText(t.carType), t.sedan);
      await user.type(screen.getByLabelText(t.carModel), 'Toyota Axio 2016');
      await user.type(screen.getByLabelText(t.plate), 'Dhaka Metro-Ga 12-3456');
      await user.selectOptions(screen.getByLabelText(t.district), t.districtName);
      await user.click(screen.getByRole('button', { name: t.next }));
      expect(screen.getByText(t.summary)).toBeInTheDocument();

      await user.type(screen.getByLabelText(t.mobile), '01712345678');
      await user.click(screen.getByRole('button', { name: t.send }));
      await user.click(await screen.findByRole('textbox', { name: t.digit1 }));
      await user.keyboard('4821');
      await user.click(screen.getByRole('button', { name: t.verify }));

      await waitFor(() => expect(navigation.router.push).toHaveBeenCalledWith('/driver/papers'));
      expect(JSON.parse(api.requestsTo('POST /api/v3/driver/login')[0]!.body)).toMatchObject({
        mobile: '01712345678',
        sign_up: true,
      });
      expect(JSON.parse(api.requestsTo('POST /api/v3/driver/verify')[0]!.body)).toEqual({
        mobile: '01712345678',
        otp: '4821',
        channel: 'web',
        sign_up: {
          name: 'Sumon Mia',
          car_type: 'sedan',
          car_model: 'Toyota Axio 2016',
          plate_number: 'Dhaka Metro-Ga 12-3456',
          district: 'Bogura',
        },
      });
    },
  );

  it('says so when the number already has an account, and the login is one tap away', async () => {
    api.on('POST /api/v3/driver/login', {
      status: 409,
      body: {
        message: 'This number already has a driver account. Log in with it instead.',
        code: 'driverSignUpExists',
      },
    });
    renderWithProviders(<DriverLogin />, { lang: 'en', apiUrl: api.url });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: texts.en.signUp }));
    await user.type(await screen.findByLabelText(texts.en.name), 'Sumon Mia');
    await user.selectOptions(screen.getByLabelText(texts.en.carType), texts.en.sedan);
    await user.type(screen.getByLabelText(texts.en.carModel), 'Toyota Axio 2016');
    await user.type(screen.getByLabelText(texts.en.plate), 'Dhaka Metro-Ga 12-3456');
    await user.selectOptions(screen.getByLabelText(texts.en.district), texts.en.districtName);
    await user.click(screen.getByRole('button', { name: texts.en.next }));
    await user.type(screen.getByLabelText(texts.en.mobile), '01712345678');
    await user.click(screen.getByRole('button', { name: texts.en.send }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This number already has a driver account. Log in with it instead.',
    );
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Driver login' })).toBeInTheDocument();
  });
});
