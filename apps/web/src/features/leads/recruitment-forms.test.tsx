import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeApi, startFakeApi } from '../../../test/fake-api';
import { answerPlaceSearch } from '../../../test/fixtures/places-fixtures';
import { storeLogin } from '../../../test/fixtures/trip-fixtures';
import { renderWithProviders } from '../../../test/render';
import { DriverForm } from './driver-form';
import { RequisitionForm } from './requisition-form';
import { SurveyForm } from './survey-form';

const DRIVER = 'POST /web/create/pothik_driver';
const REQUISITION = 'POST /web/request/car-rental';
const SURVEY = 'POST /api/v3/survey-submit';
const received = {
  status: 201,
  body: { message: 'Thank you! We will contact you soon.', code: 'leadReceived' },
};

let api: FakeApi;
beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(() => api.close());
beforeEach(() => {
  api.reset();
  answerPlaceSearch(api);
});
afterEach(() => window.localStorage.clear());

const sentBody = (route: string) => JSON.parse(api.requestsTo(route)[0]!.body);

describe('Driver sign-up', () => {
  it('names every missing field in Bangla and sends nothing', async () => {
    const user = userEvent.setup();
    renderWithProviders(<DriverForm />, { apiUrl: api.url, lang: 'bn' });
    await user.click(screen.getByRole('button', { name: 'আবেদন পাঠান' }));

    // The form checks its fields asynchronously: the messages come together once the check has run.
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'পুরো নাম' })).toHaveAccessibleDescription('পুরো নাম আবশ্যক।'),
    );
    expect(screen.getByRole('combobox', { name: 'আপনি কোন জেলায় থাকেন' })).toHaveAccessibleDescription(
      'অনুগ্রহ করে আপনার জেলা বেছে নিন।',
    );
    expect(screen.getByRole('textbox', { name: 'ড্রাইভিং লাইসেন্স নম্বর' })).toHaveAccessibleDescription(
      /ড্রাইভিং লাইসেন্স নম্বর আবশ্যক।/,
    );
    expect(screen.getByRole('group', { name: 'আপনার নিজের গাড়ি আছে?' })).toHaveAccessibleDescription(
      'আপনার নিজের গাড়ি আছে কি না, অনুগ্রহ করে জানান।',
    );
    expect(api.requestsTo(DRIVER)).toHaveLength(0);
  });

  it('asks for the car only of an owner, and sends numbers and a yes as the API takes them', async () => {
    api.on(DRIVER, received);
    const user = userEvent.setup();
    renderWithProviders(<DriverForm />, { apiUrl: api.url });
    expect(screen.queryByRole('combobox', { name: 'Car type' })).not.toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Full name' }), 'Kamal Hossain');
    await user.type(screen.getByRole('textbox', { name: 'Mobile number' }), '01911223344');
    await user.selectOptions(screen.getByRole('combobox', { name: 'District you live in' }), 'Bogura');
    await user.type(screen.getByRole('textbox', { name: /Driving licence number/ }), 'BG0412345C00021');
    await user.type(screen.getByRole('textbox', { name: 'Years of driving' }), '9');
    await user.click(within(screen.getByRole('group', { name: 'Do you own a car?' })).getByLabelText('Yes'));
    await user.click(screen.getByRole('button', { name: 'Send my sign-up' }));
    // An owner must say which car.
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Car type' })).toHaveAccessibleDescription(
        'Please choose a car type.',
      ),
    );
    expect(api.requestsTo(DRIVER)).toHaveLength(0);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Car type' }), 'Noah (7 seats)');
    await user.type(screen.getByRole('textbox', { name: /Model/ }), 'Toyota Noah');
    await user.type(screen.getByRole('textbox', { name: /Year it was made/ }), '2014');
    await user.click(screen.getByRole('button', { name: 'Send my sign-up' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Our driver team will call you within two working days',
    );
    expect(sentBody(DRIVER)).toEqual({
      full_name: 'Kamal Hossain',
      mobile: '01911223344',
      district: 'bogura',
      licence_number: 'BG0412345C00021',
      experience_years: 9,
      has_own_car: true,
      car_type: 'noah',
      car_model: 'Toyota Noah',
      car_year: 2014,
      website: '',
    });
  });
});

describe('Car requisition', () => {
  it('names the missing fields, then sends the place chosen from search and the dates', async () => {
    api.on(REQUISITION, received);
    const user = userEvent.setup();
    renderWithProviders(<RequisitionForm />, { apiUrl: api.url });
    await user.click(screen.getByRole('button', { name: 'Send the requisition' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Organisation' })).toHaveAccessibleDescription(
        'Organisation name is required.',
      ),
    );
    expect(screen.getByRole('combobox', { name: 'Pickup location' })).toHaveAccessibleDescription(
      /Pickup location is required\./,
    );
    expect(screen.getByRole('textbox', { name: 'Number of cars' })).toHaveAccessibleDescription(
      'Please ask for between 1 and 50 cars.',
    );

    await user.type(screen.getByRole('textbox', { name: 'Organisation' }), 'Padma Pharma');
    await user.type(screen.getByRole('textbox', { name: 'Contact person' }), 'Tanvir Rahman');
    await user.type(screen.getByRole('textbox', { name: 'Mobile number' }), '01611223344');
    await user.type(screen.getByRole('combobox', { name: 'Pickup location' }), 'Gulsh');
    await user.click(await screen.findByRole('option', { name: 'Gulshan 1, Gulshan, Dhaka' }));
    const start = screen.getByLabelText('From');
    await user.type(start, '2099-03-01');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Car type' }), 'HiAce (11 seats)');
    await user.type(screen.getByRole('textbox', { name: 'Number of cars' }), '3');
    await user.click(screen.getByRole('button', { name: 'Send the requisition' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Our corporate team will call you');
    expect(sentBody(REQUISITION)).toEqual({
      organisation: 'Padma Pharma',
      contact_name: 'Tanvir Rahman',
      mobile: '01611223344',
      pickup: 'Gulshan 1, Gulshan, Dhaka',
      start_date: '2099-03-01',
      car_type: 'hiace',
      cars: 3,
      website: '',
    });
  });

  it('refuses an end before the start, in Bangla', async () => {
    const user = userEvent.setup();
    renderWithProviders(<RequisitionForm />, { apiUrl: api.url, lang: 'bn' });
    await user.type(screen.getByRole('textbox', { name: 'প্রতিষ্ঠান' }), 'পদ্মা ফার্মা');
    await user.type(screen.getByRole('textbox', { name: 'যোগাযোগকারী ব্যক্তি' }), 'তানভীর রহমান');
    await user.type(screen.getByRole('textbox', { name: 'মোবাইল নম্বর' }), '০১৬১১২২৩৩৪৪');
    await user.type(screen.getByRole('combobox', { name: 'পিকআপের স্থান' }), 'Gulsh');
    await user.click(await screen.findByRole('option', { name: /গুলশান ১/ }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'গাড়ির ধরন' }), 'hiace');
    await user.type(screen.getByRole('textbox', { name: 'কয়টি গাড়ি' }), '২');
    await user.type(screen.getByLabelText('যেদিন থেকে'), '2099-03-05');
    await user.type(screen.getByLabelText(/যেদিন পর্যন্ত/), '2099-03-01');
    await user.click(screen.getByRole('button', { name: 'রিকুইজিশন পাঠান' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/যেদিন পর্যন্ত/)).toHaveAccessibleDescription(
        'শেষের তারিখ শুরুর তারিখের আগে হতে পারে না।',
      ),
    );
    expect(api.requestsTo(REQUISITION)).toHaveLength(0);
  });
});

describe('Survey', () => {
  const thanks = { status: 201, body: { message: 'Thank you for your feedback.', code: 'surveyReceived' } };

  it('needs a rating, in Bangla', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SurveyForm />, { apiUrl: api.url, lang: 'bn' });
    await user.click(screen.getByRole('button', { name: 'উত্তর পাঠান' }));
    await waitFor(() =>
      expect(screen.getByRole('group', { name: 'সব মিলিয়ে আপনার যাত্রা কেমন ছিল?' })).toHaveAccessibleDescription(
        'অনুগ্রহ করে ১ থেকে ৫ এর মধ্যে রেটিং দিন।',
      ),
    );
    expect(api.requestsTo(SURVEY)).toHaveLength(0);
  });

  it('sends a visitor’s answers without a token or a trip', async () => {
    api.on(SURVEY, thanks);
    const user = userEvent.setup();
    renderWithProviders(<SurveyForm tripId={42} />, { apiUrl: api.url });
    await user.click(screen.getByLabelText(/^4 /));
    await user.click(
      within(screen.getByRole('group', { name: /Did the driver arrive on time\?/ })).getByLabelText('Yes'),
    );
    await user.type(screen.getByRole('textbox', { name: /Anything else/ }), 'Clean car, polite driver.');
    await user.click(screen.getByRole('button', { name: 'Send my answers' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Thank you for your feedback.');
    expect(sentBody(SURVEY)).toEqual({
      rating: 4,
      answers: { driver_on_time: true },
      comment: 'Clean car, polite driver.',
      website: '',
    });
    expect(api.requestsTo(SURVEY)[0]!.headers.authorization).toBeUndefined();
  });

  it('ties a signed-in passenger’s answers to the trip of the link', async () => {
    storeLogin();
    api.on(SURVEY, thanks);
    const user = userEvent.setup();
    renderWithProviders(<SurveyForm tripId={42} />, { apiUrl: api.url });
    await user.click(screen.getByLabelText(/^5 /));
    await user.click(screen.getByRole('button', { name: 'Send my answers' }));
    await screen.findByRole('status');
    expect(sentBody(SURVEY)).toEqual({ rating: 5, answers: {}, trip_id: 42, website: '' });
    expect(api.requestsTo(SURVEY)[0]!.headers.authorization).toBe('Bearer access-1');
  });

  it('sends the trip and the signed token of the completion SMS’s link, logged out, and shows a second answer’s refusal', async () => {
    api.on(SURVEY, {
      status: 409,
      body: {
        message: 'This trip’s survey has already been answered. Thank you!',
        code: 'surveyAlreadyAnswered',
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<SurveyForm tripId={42} surveyToken="abcDEF_123-xyz" />, {
      apiUrl: api.url,
      lang: 'bn',
    });
    await user.click(screen.getByLabelText(/^৫ /));
    await user.click(screen.getByRole('button', { name: 'উত্তর পাঠান' }));
    expect(await screen.findByText('এই ট্রিপের জরিপের উত্তর আগেই দেওয়া হয়েছে। ধন্যবাদ!')).toBeInTheDocument();
    expect(sentBody(SURVEY)).toEqual({
      rating: 5,
      answers: {},
      trip_id: 42,
      survey_token: 'abcDEF_123-xyz',
      website: '',
    });
    expect(api.requestsTo(SURVEY)[0]!.headers.authorization).toBeUndefined();
  });
});
