import { File as NodeFile } from 'node:buffer';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setApiBaseUrl } from '@/lib/api-client';
import { type FakeApi, sessionData, startFakeApi } from '../../../../test/fake-api';
import { renderWithProviders } from '../../../../test/render';
import type { MyPapers } from '../driver-api';
import { driverSession } from '../session/driver-session';
import { DriverPapersPage } from './driver-papers-page';
import { PapersNotice } from './papers-notice';

let api: FakeApi;
beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(() => api.close());

const LIST = 'GET /api/v3/driver/documents';
const UPLOAD = 'POST /api/v3/driver/documents';
const papers = (over: Partial<MyPapers> = {}): MyPapers => ({
  state: 'documents_pending',
  paused_reason: null,
  mandatory: ['nid_front', 'insurance'],
  blocking: { kind: 'insurance', why: 'rejected' },
  documents: [
    {
      id: 7,
      kind: 'insurance',
      number: 'INS-42',
      expires_at: '2027-05-01T18:00:00.000Z',
      review: 'rejected',
      reject_text: { en: 'The picture cannot be read.', bn: 'ছবিটি পড়া যাচ্ছে না।' },
      pictures: [],
      created_at: '2026-11-20T04:00:00.000Z',
    },
  ],
  ...over,
});

beforeEach(() => {
  api.reset();
  setApiBaseUrl(api.url);
  driverSession.store(sessionData({ access_token: 'driver-access' }));
});

describe('My papers', () => {
  it('names the paper in the way and the rejection reason, in Bangla', async () => {
    api.on(LIST, { status: 200, body: { data: papers() } });
    renderWithProviders(<DriverPapersPage />, { lang: 'bn', apiUrl: api.url });
    expect(
      await screen.findByText('বিড করা যাবে না: আপনার বিমা গ্রহণ করা হয়নি। আবার আপলোড করুন।'),
    ).toBeInTheDocument();
    expect(screen.getByText(': ছবিটি পড়া যাচ্ছে না।', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('২০২৭-০৫-০১ পর্যন্ত বৈধ', { exact: false })).toBeInTheDocument();
  });

  it('uploads a paper from the camera with its number and expiry, and says the server refusal in the reader language', async () => {
    api.on(LIST, {
      status: 200,
      body: { data: papers({ documents: [], blocking: { kind: 'nid_front', why: 'missing' } }) },
    });
    api.on(UPLOAD, {
      status: 422,
      body: {
        message: 'This paper has already expired. Upload the renewed one.',
        code: 'documentExpiryInPast',
      },
    });
    renderWithProviders(<DriverPapersPage />, { lang: 'en', apiUrl: api.url });
    const user = userEvent.setup();
    expect(
      await screen.findByText('You cannot bid yet: upload your National ID (front).'),
    ).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Upload: Insurance' });
    const picture = form.querySelector('input[type=file]') as HTMLInputElement;
    expect(picture.getAttribute('capture')).toBe('environment');
    // Node's File: jsdom's own never reaches Node's fetch (the request hangs), as in the profile's test.
    const jpeg = new NodeFile([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'paper.jpg', {
      type: 'image/jpeg',
    });
    await user.upload(picture, jpeg as unknown as File);
    await user.type(within(form).getByLabelText('Paper number'), 'INS-43');
    await user.type(within(form).getByLabelText('Expiry date'), '2026-01-01');
    await user.click(within(form).getByRole('button', { name: 'Upload' }));
    expect(await within(form).findByRole('alert')).toHaveProperty(
      'textContent',
      'This paper has already expired. Upload the renewed one.',
    );
    await waitFor(() => expect(api.requestsTo(UPLOAD)).toHaveLength(1));
    const sent = api.requestsTo(UPLOAD)[0]!.body;
    expect(sent).toContain('name="kind"\r\n\r\ninsurance');
    expect(sent).toContain('name="number"\r\n\r\nINS-43');
    expect(sent).toContain('name="expires_on"\r\n\r\n2026-01-01');
  });
});

describe('the notice above the open trips', () => {
  it('names the expired paper that paused bidding and leads to My papers', async () => {
    api.on(LIST, {
      status: 200,
      body: {
        data: papers({
          state: 'paused',
          paused_reason: 'expired_paper',
          blocking: { kind: 'insurance', why: 'expired' },
        }),
      },
    });
    renderWithProviders(<PapersNotice />, { lang: 'en', apiUrl: api.url });
    expect(
      await screen.findByText('Bidding is paused: your Insurance has expired. Upload the renewed one.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open My papers' }).getAttribute('href')).toBe('/driver/papers');
  });

  it('names the missing paper of an active driver who has none approved, in Bangla too', async () => {
    api.on(LIST, {
      status: 200,
      body: {
        data: papers({ state: 'active', documents: [], blocking: { kind: 'nid_front', why: 'missing' } }),
      },
    });
    renderWithProviders(<PapersNotice />, { lang: 'bn', apiUrl: api.url });
    expect(await screen.findByRole('status')).toHaveTextContent(
      'এখনো বিড করা যাবে না: আপনার জাতীয় পরিচয়পত্র (সামনে) আপলোড করুন।',
    );
    expect(screen.getByRole('link').getAttribute('href')).toBe('/driver/papers');
  });

  it('says nothing to a driver who can bid', async () => {
    api.on(LIST, { status: 200, body: { data: papers({ state: 'active', blocking: null }) } });
    // Beside the page, which reads the same answer: once the page says so, the notice has had it too.
    renderWithProviders(
      <>
        <PapersNotice />
        <DriverPapersPage />
      </>,
      { lang: 'en', apiUrl: api.url },
    );
    expect(await screen.findByText('All your papers are approved. You can bid.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Open My papers' })).toBeNull();
  });
});
