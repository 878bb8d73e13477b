import type { IncidentView, PassengerTripSafety, TripDetail } from '@pothik/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderTripPage } from '@/features/my-trips/testing/render-trip-page';
import { leafletCannotLoad } from '@/features/route-map/testing/map-could-not-load';
import { type FakeApi, startFakeApi } from '../../../test/fake-api';
import {
  type RealtimeTestServer,
  startRealtimeTestServer,
} from '../../../test/fixtures/realtime-test-server';
import { bookedTrip } from '../../../test/fixtures/ride-fixtures';
import { storeLogin, tripDetail } from '../../../test/fixtures/trip-fixtures';

vi.mock('next/navigation', async () => (await import('../../../test/fixtures/url-router')).urlNavigationMock);
vi.mock('@/features/route-map/load-leaflet', () => ({ loadLeaflet: vi.fn() }));

// Issue 43 on the passenger's trip page: the trip code at check-in beside the plate to compare, and SOS.

const DETAIL = 'GET /api/v3/user/trips/41';
const SAFETY = 'GET /api/v3/user/trips/41/safety';
const CHECK = 'POST /api/v3/user/check-in-out';
const SOS = 'POST /api/v3/user/trips/41/sos';
const SAFE = 'POST /api/v3/user/trips/41/sos/safe';

let api: FakeApi;
let realtime: RealtimeTestServer;
beforeAll(async () => {
  api = await startFakeApi();
  realtime = await startRealtimeTestServer();
});
afterAll(async () => {
  await api.close();
  await realtime.close();
});

let safety: PassengerTripSafety;
const incident = (overrides: Partial<IncidentView> = {}): IncidentView => ({
  id: 7,
  kind: 'sos',
  raised_by: 'passenger',
  state: 'open',
  outcome: null,
  raised_at: '2030-03-15T04:00:00.000Z',
  staff_alerted_at: '2030-03-15T04:00:00.000Z',
  acknowledged_at: null,
  resolved_at: null,
  ...overrides,
});

beforeEach(() => {
  api.reset();
  realtime.reset();
  leafletCannotLoad();
  storeLogin();
  const current: TripDetail = tripDetail(bookedTrip(), { cancel: { option: 'none', until: null } }).data;
  api.on(DETAIL, () => ({ status: 200, body: { data: current } }));
  safety = { trip_code: { required: true, attempts_left: 5, locked: false }, incident: null };
  api.on(SAFETY, () => ({ status: 200, body: { data: safety } }));
});

const renderPage = (lang: 'en' | 'bn' = 'en') =>
  renderTripPage({ apiUrl: api.url, createSocket: realtime.socketFactory(api.url), lang });

describe('the trip code at check-in', () => {
  it('asks for the driver’s code beside the plate, and says how many tries are left after a wrong one', async () => {
    api.on(CHECK, () => ({
      status: 400,
      body: {
        message: 'That trip code is not right. Ask the driver for the code shown in their app.',
        code: 'tripCodeWrong',
        data: { attempts_left: 4, locked: false },
      },
    }));
    const user = renderPage();
    const ride = await screen.findByRole('region', { name: 'Your ride' });
    expect(
      within(ride).getByText(/check that the number plate is Dhaka Metro-GA 12-3456/),
    ).toBeInTheDocument();
    const field = within(ride).getByRole('textbox', { name: "Trip code from your driver's app" });
    await user.type(field, '12a34');
    expect(field).toHaveValue('1234');
    await user.click(within(ride).getByRole('button', { name: 'Check in' }));
    await waitFor(() => expect(api.requestsTo(CHECK)).toHaveLength(1));
    expect(JSON.parse(api.requestsTo(CHECK)[0]!.body)).toEqual({
      trip_id: 41,
      action: 'check_in',
      trip_code: '1234',
    });
    expect(await within(ride).findByRole('alert')).toHaveTextContent('That trip code is not right.');
    expect(await within(ride).findByText('4 tries left before check-in locks.')).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription(/4 tries left/);
  });

  it('shows a locked check-in instead of the field', async () => {
    safety = { ...safety, trip_code: { required: true, attempts_left: 0, locked: true } };
    renderPage('bn');
    const ride = await screen.findByRole('region', { name: 'আপনার যাত্রা' });
    expect(await within(ride).findByText(/পাঁচবার ভুল ট্রিপ কোড দেওয়ায় চেক-ইন বন্ধ হয়েছে/)).toBeInTheDocument();
    expect(within(ride).queryByRole('button', { name: 'চেক ইন' })).not.toBeInTheDocument();
  });
});

describe('SOS', () => {
  it('sends after one confirming tap, then offers 999 and shows when staff were alerted and acknowledged', async () => {
    api.on(SOS, () => {
      safety = {
        ...safety,
        incident: incident({ acknowledged_at: '2030-03-15T04:01:00.000Z', state: 'acknowledged' }),
      };
      return { status: 201, body: { message: 'x', code: 'sosRaised', data: incident() } };
    });
    api.on(SAFE, () => {
      safety = {
        ...safety,
        incident: incident({ state: 'resolved', resolved_at: '2030-03-15T04:05:00.000Z' }),
      };
      return { status: 200, body: { message: 'x', code: 'sosMarkedSafe', data: safety.incident } };
    });
    const user = renderPage();
    const panel = await screen.findByRole('region', { name: 'Safety' });
    await user.click(within(panel).getByRole('button', { name: 'SOS' }));
    expect(api.requestsTo(SOS)).toHaveLength(0);
    const send = within(panel).getByRole('button', { name: 'Yes, send SOS' });
    expect(send).toHaveFocus();
    await user.click(send);
    const call = await within(panel).findByRole('link', { name: 'Call 999 (police, fire, ambulance)' });
    expect(call).toHaveAttribute('href', 'tel:999');
    expect(api.requestsTo(SOS)).toHaveLength(1);
    const status = within(panel).getByRole('status');
    expect(status).toHaveTextContent('Staff alerted at');
    await waitFor(() => expect(status).toHaveTextContent('Our team acknowledged your alert at'));

    await user.click(within(panel).getByRole('button', { name: 'I am safe' }));
    expect(await within(panel).findByRole('button', { name: 'SOS' })).toBeInTheDocument();
    expect(within(panel).queryByRole('link', { name: /999/ })).not.toBeInTheDocument();
    expect(within(panel).getByText(/This alert was closed at/)).toBeInTheDocument();
  });
});

describe('the guardian check on a started trip', () => {
  it('asks above SOS, and "I need help" puts the raised SOS in the safety panel with 999', async () => {
    const started = tripDetail(bookedTrip({ status: 'started' }), {
      cancel: { option: 'none', until: null },
    });
    api.on(DETAIL, () => ({ status: 200, body: { data: started.data } }));
    api.on('GET /api/v3/user/trips/41/guardian-check', () => ({
      status: 200,
      body: {
        data: {
          id: 3,
          reason: 'long_stop',
          asked_at: '2030-03-15T04:00:00.000Z',
          answer_by: '2030-03-15T04:03:00.000Z',
          answered_at: null,
          answer: null,
          incident_id: null,
        },
      },
    }));
    api.on('POST /api/v3/user/trips/41/guardian-check/answer', () => {
      safety = { ...safety, incident: incident() };
      return {
        status: 200,
        body: {
          message: 'x',
          code: 'sosRaised',
          data: {
            check: {
              id: 3,
              reason: 'long_stop',
              asked_at: '2030-03-15T04:00:00.000Z',
              answer_by: '2030-03-15T04:03:00.000Z',
              answered_at: '2030-03-15T04:01:00.000Z',
              answer: 'help',
              incident_id: null,
            },
            incident: incident(),
          },
        },
      };
    });
    const user = renderPage();
    const dialog = await screen.findByRole('alertdialog', { name: 'Is everything all right?' });
    await user.click(within(dialog).getByRole('button', { name: 'I need help' }));
    const panel = screen.getByRole('region', { name: 'Safety' });
    const call = await within(panel).findByRole('link', { name: 'Call 999 (police, fire, ambulance)' });
    expect(call).toHaveAttribute('href', 'tel:999');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(api.requestsTo(SOS)).toHaveLength(0);
  });
});
