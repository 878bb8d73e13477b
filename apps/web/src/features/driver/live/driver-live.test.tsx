import { waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SocketFactoryProvider } from '@/features/realtime';
import { type FakeApi, sessionData, startFakeApi } from '../../../../test/fake-api';
import {
  type RealtimeTestServer,
  startRealtimeTestServer,
} from '../../../../test/fixtures/realtime-test-server';
import { renderWithProviders } from '../../../../test/render';
import { driverSession } from '../session/driver-session';
import { DriverLiveProvider, useDriverLiveRoute } from './driver-live';

let api: FakeApi;
let realtime: RealtimeTestServer;
beforeAll(async () => {
  api = await startFakeApi();
  realtime = await startRealtimeTestServer();
});
afterAll(async () => {
  api.close();
  await realtime.close();
});
beforeEach(() => {
  api.reset();
  realtime.reset();
  driverSession.store(sessionData({ access_token: 'driver-access' }));
});

function SharingTrip({ tripId }: { tripId: number }) {
  useDriverLiveRoute(tripId);
  return null;
}

let setSharing: (tripId: number | null) => void = () => {};
function DriverApp() {
  const [sharing, set] = useState<number | null>(null);
  setSharing = set;
  return (
    <DriverLiveProvider isLoggedIn>{sharing !== null && <SharingTrip tripId={sharing} />}</DriverLiveProvider>
  );
}

const openPaths = () =>
  realtime.clients.filter((c) => c.socket.readyState === c.socket.OPEN).map((c) => c.path);

describe("the driver app's socket", () => {
  it('names the trip whose location it shares, so the edge sends it where the trip is followed', async () => {
    renderWithProviders(
      <SocketFactoryProvider value={realtime.socketFactory(api.url)}>
        <DriverApp />
      </SocketFactoryProvider>,
      { lang: 'en', apiUrl: api.url },
    );
    await waitFor(() => expect(openPaths()).toEqual(['/api/v3/realtime']));

    setSharing(12_345);
    // One socket at a time: the unrouted one is closed for the one named by the trip's key.
    await waitFor(() => expect(openPaths()).toEqual(['/api/v3/realtime?trip=2345']));
    expect(realtime.clients.at(-1)?.received[0]).toEqual({ type: 'auth', access_token: 'driver-access' });

    setSharing(null);
    await waitFor(() => expect(openPaths()).toEqual(['/api/v3/realtime']));
  });
});
