import userEvent from '@testing-library/user-event';
import { AuthGate } from '@/features/auth/auth-gate';
import { AppToaster } from '@/features/layout/app-toaster';
import { SocketFactoryProvider } from '@/features/realtime/socket-factory';
import type { CreateSocket } from '@/features/realtime/trip-live-client';
import { renderWithProviders } from '../../../../test/render';
import { TripDetail } from '../trip-detail';
import { TripLiveSection } from '../trip-live-section';

/** The trip page as TripDetailPage composes it (with its live section), for a trip of the fake API. */
export function renderTripPage({
  apiUrl,
  createSocket,
  lang = 'en',
  tripId = '41',
}: {
  apiUrl: string;
  createSocket: CreateSocket;
  lang?: 'en' | 'bn';
  tripId?: string;
}) {
  const user = userEvent.setup();
  renderWithProviders(
    <SocketFactoryProvider value={createSocket}>
      <AuthGate>
        <TripDetail tripId={tripId} liveSlot={<TripLiveSection />} />
      </AuthGate>
      <AppToaster />
    </SocketFactoryProvider>,
    { lang, apiUrl },
  );
  return user;
}
