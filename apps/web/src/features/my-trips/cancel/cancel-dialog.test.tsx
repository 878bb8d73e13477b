import type { TripDetail as TripDetailData, TripView } from '@pothik/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppToaster } from '@/components/app-toaster';
import { AuthGate } from '@/features/auth';
import { expectMapCouldNotLoad, leafletCannotLoad } from '@/features/route-map/testing/map-could-not-load';
import { type FakeApi, type RecordedRequest, startFakeApi } from '../../../../test/fake-api';
import { cancelReasons, storeLogin, tripDetail, tripView } from '../../../../test/fixtures/trip-fixtures';
import { renderWithProviders } from '../../../../test/render';
import { TripDetail } from '../trip-detail';

vi.mock(
  'next/navigation',
  async () => (await import('../../../../test/fixtures/url-router')).urlNavigationMock,
);
vi.mock('@/features/route-map/load-leaflet', () => ({ loadLeaflet: vi.fn() }));

const DETAIL = 'GET /api/v3/user/trips/41';
const CANCEL = 'POST /api/v3/user/trips/cancelled';
const REQUEST = 'POST /api/v3/user/trip-cancel-request';

let api: FakeApi;
beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(() => api.close());

/** The trip as the fake API holds it; GET answers with it, the cancel endpoints change it. */
let current: TripDetailData;

function serve(detail: { data: TripDetailData }) {
  current = detail.data;
  api.on(DETAIL, () => ({ status: 200, body: { data: current } }));
  api.on('GET /api/v3/user/cancelled-reasons', { status: 200, body: cancelReasons });
}

/** What the API does on success: the new status, its timeline event, no cancel option left. */
function changeTo(status: TripView['status'], request: RecordedRequest, message: string, code: string) {
  const body = JSON.parse(request.body) as { note?: string };
  const trip = { ...current.trip, status };
  current = {
    ...current,
    trip,
    timeline: [
      ...current.timeline,
      {
        from_status: current.trip.status,
        to_status: status,
        at: '2030-03-12T08:00:00.000Z',
        actor: 'passenger',
        note: body.note || null,
      },
    ],
    cancel: { option: 'none', until: null },
  };
  return { status: 200, body: { message, code, data: { trip } } };
}

beforeEach(() => {
  api.reset();
  leafletCannotLoad();
  storeLogin();
});

function renderDetail(lang: 'en' | 'bn' = 'en') {
  const user = userEvent.setup();
  renderWithProviders(
    <>
      <AuthGate>
        <TripDetail tripId="41" />
      </AuthGate>
      <AppToaster />
    </>,
    { lang, apiUrl: api.url },
  );
  return user;
}

async function openDialog(user: ReturnType<typeof userEvent.setup>, title: string) {
  await user.click(await screen.findByRole('button', { name: 'Cancel trip' }));
  const dialog = await screen.findByRole('dialog', { name: title });
  await within(dialog).findByRole('radio', { name: 'My plans have changed' });
  return dialog;
}

describe('cancelling a trip', () => {
  it('shows the terms and the last moment to cancel before the passenger confirms', async () => {
    serve(
      tripDetail(tripView({ status: 'confirmed' }), {
        cancel: { option: 'cancel', until: '2030-03-15T02:00:00.000Z' },
      }),
    );
    const user = renderDetail();
    await expectMapCouldNotLoad();

    const dialog = await openDialog(user, 'Cancel this trip');

    expect(dialog).toHaveFocus();
    // The terms are the dialog's description, read out with its title.
    expect(dialog).toHaveAccessibleDescription(
      expect.stringContaining('You can cancel this trip outright until March 15, 2030 at 8:00 AM.'),
    );
    expect(
      within(dialog).getByText("The trip is cancelled at once, and drivers' bids on it end."),
    ).toBeVisible();
    expect(
      within(dialog).getByText(
        'After that, you can only send a cancellation request, which our team decides on.',
      ),
    ).toBeVisible();
    expect(within(dialog).getByRole('radiogroup', { name: 'Why are you cancelling?' })).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: 'I found another ride' })).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Note (optional)' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Keep my trip' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel trip' })).toHaveFocus();
  });

  it('requires a reason before sending anything', async () => {
    serve(tripDetail(tripView()));
    const user = renderDetail();
    const dialog = await openDialog(user, 'Cancel this trip');

    await user.click(within(dialog).getByRole('button', { name: 'Confirm cancellation' }));

    expect(await within(dialog).findByText('Please choose a reason.')).toBeInTheDocument();
    const group = within(dialog).getByRole('radiogroup', { name: 'Why are you cancelling?' });
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription('Please choose a reason.');
    expect(within(dialog).getByRole('radio', { name: 'My plans have changed' })).toHaveFocus();
    expect(api.requestsTo(CANCEL)).toHaveLength(0);
  });

  it("shows the server's refusal of the note under it, and focuses it", async () => {
    serve(tripDetail(tripView()));
    api.on(CANCEL, {
      status: 422,
      body: { message: 'The given data was invalid.', errors: { note: ['This text is too long.'] } },
    });
    const user = renderDetail();
    const dialog = await openDialog(user, 'Cancel this trip');

    await user.click(within(dialog).getByRole('radio', { name: 'I found another ride' }));
    const note = within(dialog).getByRole('textbox', { name: 'Note (optional)' });
    await user.type(note, 'Going by train');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm cancellation' }));

    expect(await within(dialog).findByText('This text is too long.')).toBeVisible();
    expect(note).toHaveAttribute('aria-invalid', 'true');
    expect(note).toHaveAccessibleDescription('This text is too long.');
    expect(note).toHaveFocus();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says in Bangla that a note is too long, and sends nothing', async () => {
    serve(tripDetail(tripView()));
    const user = renderDetail('bn');
    await user.click(await screen.findByRole('button', { name: 'ট্রিপ বাতিল করুন' }));
    const dialog = await screen.findByRole('dialog', { name: 'ট্রিপটি বাতিল করুন' });
    await user.click(await within(dialog).findByRole('radio', { name: 'আমার পরিকল্পনা বদলে গেছে' }));
    const note = within(dialog).getByRole('textbox', { name: 'নোট (ঐচ্ছিক)' });
    // The field stops typing at 500 characters; a script or an old browser may still put more in.
    fireEvent.change(note, { target: { value: 'ক'.repeat(501) } });
    await user.click(within(dialog).getByRole('button', { name: 'বাতিল নিশ্চিত করুন' }));

    expect(await within(dialog).findByText('লেখাটি অনেক বড়।')).toBeVisible();
    expect(note).toHaveAttribute('aria-invalid', 'true');
    expect(note).toHaveAccessibleDescription('লেখাটি অনেক বড়।');
    expect(api.requestsTo(CANCEL)).toHaveLength(0);
  });

  it('cancels outright: posts to /trips/cancelled, says so, and the page shows the new status', async () => {
    serve(tripDetail(tripView()));
    api.on(CANCEL, (request) => changeTo('cancelled', request, 'Trip cancelled.', 'tripCancelled'));
    const user = renderDetail();
    const dialog = await openDialog(user, 'Cancel this trip');

    await user.click(within(dialog).getByRole('radio', { name: 'I found another ride' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Note (optional)' }), 'Going by train');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm cancellation' }));

    expect(await screen.findByText('Trip cancelled.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const [sent] = api.requestsTo(CANCEL);
    expect(JSON.parse(sent!.body)).toEqual({ trip_id: 41, reason_id: 2, note: 'Going by train' });
    expect(sent!.headers.authorization).toBe('Bearer access-1');
    expect(api.requestsTo(REQUEST)).toHaveLength(0);

    const summary = screen.getByRole('region', { name: 'One Way' });
    expect(await within(summary).findByText('Cancelled')).toBeInTheDocument();
    expect(within(summary).queryByRole('button', { name: 'Cancel trip' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'One Way' })).toHaveFocus();
    const history = within(screen.getByRole('region', { name: 'Status history' })).getAllByRole('listitem');
    expect(history).toHaveLength(2);
    expect(history[1]).toHaveTextContent('Cancelled');
    expect(history[1]).toHaveTextContent('Going by train');
  });

  it('asks to cancel inside the window: other terms, posts to /trip-cancel-request', async () => {
    serve(
      tripDetail(tripView({ status: 'confirmed' }), {
        cancel: { option: 'request', until: '2030-03-15T02:00:00.000Z' },
      }),
    );
    api.on(REQUEST, (request) =>
      changeTo('cancel_requested', request, 'Cancellation request sent.', 'cancelRequested'),
    );
    const user = renderDetail();
    const dialog = await openDialog(user, 'Ask to cancel this trip');

    expect(
      within(dialog).getByText(
        'Your request goes to an admin. The trip stays booked until our team decides, and you will see the answer here.',
      ),
    ).toBeVisible();
    expect(
      within(dialog).getByText('Cancelling outright was possible until March 15, 2030 at 8:00 AM.'),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('radio', { name: 'My plans have changed' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send cancellation request' }));

    expect(await screen.findByText('Cancellation request sent.')).toBeInTheDocument();
    expect(JSON.parse(api.requestsTo(REQUEST)[0]!.body)).toEqual({ trip_id: 41, reason_id: 1, note: '' });
    expect(api.requestsTo(CANCEL)).toHaveLength(0);
    expect(
      await screen.findByText('Cancellation requested', { selector: '[data-status]' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Your cancellation request is with our team. The trip stays booked until they decide.',
      ),
    ).toBeInTheDocument();
  });

  it('keeps a refusal in the dialog and follows the trip if its cancel option changed', async () => {
    serve(
      tripDetail(tripView({ status: 'confirmed' }), {
        cancel: { option: 'cancel', until: '2030-03-15T02:00:00.000Z' },
      }),
    );
    // Meanwhile the cancel window has begun: the API refuses and now offers a request instead.
    api.on(CANCEL, () => {
      current = { ...current, cancel: { option: 'request', until: '2030-03-15T02:00:00.000Z' } };
      return {
        status: 400,
        body: {
          message: 'This trip can no longer be cancelled here. Please send a cancellation request.',
          code: 'cancelRequestRequired',
        },
      };
    });
    const user = renderDetail();
    const dialog = await openDialog(user, 'Cancel this trip');

    await user.click(within(dialog).getByRole('radio', { name: 'My plans have changed' }));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm cancellation' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This trip can no longer be cancelled here. Please send a cancellation request.',
    );
    expect(await screen.findByRole('dialog', { name: 'Ask to cancel this trip' })).toBe(dialog);
    expect(within(dialog).getByRole('button', { name: 'Send cancellation request' })).toBeEnabled();
    expect(screen.getByText('Confirmed', { selector: '[data-status]' })).toBeInTheDocument();
  });

  it('disables the confirm button while the request is on its way', async () => {
    serve(tripDetail(tripView()));
    let answer: () => void = () => {};
    api.on(
      CANCEL,
      (request) =>
        new Promise((resolve) => {
          answer = () => resolve(changeTo('cancelled', request, 'Trip cancelled.', 'tripCancelled'));
        }),
    );
    const user = renderDetail();
    const dialog = await openDialog(user, 'Cancel this trip');
    await user.click(within(dialog).getByRole('radio', { name: 'My plans have changed' }));

    await user.click(within(dialog).getByRole('button', { name: 'Confirm cancellation' }));

    expect(await within(dialog).findByRole('button', { name: 'Sending…' })).toBeDisabled();
    await waitFor(() => expect(api.requestsTo(CANCEL)).toHaveLength(1));
    answer();
    expect(await screen.findByText('Trip cancelled.')).toBeInTheDocument();
    expect(api.requestsTo(CANCEL)).toHaveLength(1);
  });

  it('reads in Bangla: terms with the time in Bengali digits, reasons and the server message', async () => {
    serve(tripDetail(tripView(), { cancel: { option: 'cancel', until: '2030-03-15T04:00:00.000Z' } }));
    api.on(CANCEL, (request) => changeTo('cancelled', request, 'Trip cancelled.', 'tripCancelled'));
    const user = renderDetail('bn');

    await user.click(await screen.findByRole('button', { name: 'ট্রিপ বাতিল করুন' }));
    const dialog = await screen.findByRole('dialog', { name: 'ট্রিপটি বাতিল করুন' });
    expect(
      within(dialog).getByText('১৫ মার্চ, ২০৩০, ১০:০০ পূর্বাহ্ণ পর্যন্ত আপনি ট্রিপটি সরাসরি বাতিল করতে পারবেন।'),
    ).toBeVisible();
    await user.click(await within(dialog).findByRole('radio', { name: 'আমার পরিকল্পনা বদলে গেছে' }));
    await user.click(within(dialog).getByRole('button', { name: 'বাতিল নিশ্চিত করুন' }));

    expect(await screen.findByText('ট্রিপ বাতিল করা হয়েছে।')).toBeInTheDocument();
    expect(await screen.findByText('বাতিল', { selector: '[data-status]' })).toBeInTheDocument();
  });
});
