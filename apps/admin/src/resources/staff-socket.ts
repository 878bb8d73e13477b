import { useEffect, useRef, useState } from 'react';
import { API } from '../api';

// After a drop the socket is opened again this long later; the page polls meanwhile.
const RECONNECT_MS = 5_000;

export type StaffMessage = { type: string; [key: string]: unknown };

/**
 * One of the console API's sockets (`path` under the API; the staff session's cookie goes with it,
 * docs/decisions/0018), opened again after a drop. True while it is open, so the page polls less.
 */
export function useStaffSocket(path: string, onMessage: (message: StaffMessage) => void): boolean {
  const [open, setOpen] = useState(false);
  const handler = useRef(onMessage);
  handler.current = onMessage;
  useEffect(() => {
    if (typeof WebSocket === 'undefined') return;
    let stopped = false;
    let socket: WebSocket | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const connect = () => {
      socket = new WebSocket(`${window.location.origin.replace(/^http/, 'ws')}${API}${path}`);
      socket.onmessage = (event) => {
        const message = JSON.parse(String(event.data)) as StaffMessage;
        if (message.type === 'subscribed') setOpen(true);
        handler.current(message);
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
  }, [path]);
  return open;
}
