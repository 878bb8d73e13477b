import { useStaffSocket } from './staff-socket';

export type PushedPosition = { lat: number; lng: number; at: string };

/**
 * Every live trip's positions pushed over the console API's socket. True while it is open, so the map
 * polls less; `onResync` when positions may have been missed.
 */
export function useLivePositions(
  onPosition: (tripId: number, position: PushedPosition) => void,
  onResync: () => void,
): boolean {
  return useStaffSocket('/live-trips/positions', (m) => {
    if (m.type === 'position' && typeof m.trip_id === 'number' && m.data) {
      onPosition(m.trip_id, m.data as PushedPosition);
    } else if (m.type === 'resync') onResync();
  });
}
