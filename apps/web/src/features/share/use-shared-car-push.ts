'use client';

import { parseRealtimeServerMessage, realtimeCloseCodes, reconnectDelayMs } from '@pothik/domain';
import { useEffect, useRef, useState } from 'react';
import { useRuntimeConfig } from '@/config/runtime-config';
import { realtimeUrl, useSocketFactory } from '@/features/realtime';

export type SharedCarPosition = { lat: number; lng: number; at: string };

/**
 * The car's position pushed over the realtime socket while the car is followed (docs/decisions/0018):
 * subscribed with the link's token, no login. True while the socket follows the link, so the page polls
 * less; a socket that drops reconnects with the usual backoff, and a link that died (4404) stops it and
 * asks the page to look again (`onGone`: the GET then says the link is gone).
 */
export function useSharedCarPush({
  token,
  routeKey,
  enabled,
  onPosition,
  onGone,
}: {
  token: string;
  /** The trip's routing key from the link's view: the socket goes to the process the car's is on. */
  routeKey: string | undefined;
  enabled: boolean;
  onPosition: (position: SharedCarPosition) => void;
  onGone: () => void;
}): boolean {
  const { apiUrl } = useRuntimeConfig();
  const createSocket = useSocketFactory();
  const [following, setFollowing] = useState(false);
  // The latest callbacks, without reconnecting when the page re-renders.
  const handlers = useRef({ onPosition, onGone });
  handlers.current = { onPosition, onGone };

  useEffect(() => {
    if (!enabled) return;
    let stopped = false;
    let attempt = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let socket: ReturnType<typeof createSocket> | undefined;
    const connect = () => {
      socket = createSocket(realtimeUrl(apiUrl, routeKey === undefined ? undefined : { routeKey }));
      socket.onopen = () => socket?.send(JSON.stringify({ type: 'subscribe', share_token: token }));
      socket.onmessage = (event) => {
        const message = parseRealtimeServerMessage(String(event.data));
        if (message?.type === 'subscribed') {
          attempt = 0;
          setFollowing(true);
        } else if (message?.type === 'shared_position') handlers.current.onPosition(message.data);
      };
      socket.onclose = (event) => {
        setFollowing(false);
        if (stopped) return;
        if (event.code === realtimeCloseCodes.shareLinkGone) {
          handlers.current.onGone();
          return;
        }
        timer = setTimeout(connect, reconnectDelayMs(attempt++));
      };
    };
    connect();
    return () => {
      stopped = true;
      clearTimeout(timer);
      socket?.close();
      setFollowing(false);
    };
  }, [enabled, token, routeKey, apiUrl, createSocket]);
  return following;
}
