import { useEffect, useRef, useState } from 'react';
import { API } from '../api';

export type PushedPosition = { lat: number; lng: number; at: string };

// After a drop the socket is opened again this long later; the map polls meanwhile.
const RECONNECT_MS = 5_000;

/**
 * Every live trip's positions pushed over the console API's socket (the staff session's cookie goes with
 * it, docs/decisions/0018). True while it is open, so the map polls less; `onResync` when positions may
 * have been missed.
 */
export function useLivePositions(
  onPosition: (tripId: number, position: PushedPosition) => void,
  onResync: () => void,
): boolean {
  const [open, setOpen] = useState(false);
  const handlers = useRef({ onPosition, onResync });
  handlers.current = { onPosition, onResync };
  useEffect(() => {
    if (typeof WebSocket === 'undefined') return;
    let stopped = false;
    let socket: WebSocket | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const connect = () => {
      socket = new WebSocket(`${window.location.origin.replace(/^http/, 'ws')}${API}/live-trips/positions`);
      socket.onmessage = (event) => {
        const m = JSON.parse(String(event.data)) as { type: string; trip_id?: number; data?: PushedPosition };
        if (m.type === 'subscribed') setOpen(true);
        else if (m.type === 'position' && m.trip_id !== undefined && m.data) {
          handlers.current.onPosition(m.trip_id, m.data);
        } else if (m.type === 'resync') handlers.current.onResync();
      };
      socket.onclose = () => {
        setOpen(false);
        if (!stopped) timer = setTimeout(connect, RECONNECT_MS);
      };
    };
    connect();
    return () => {
      stopped = true;
      clearTimeout(timer);
      socket?.close();
    };
  }, []);
  return open;
}
