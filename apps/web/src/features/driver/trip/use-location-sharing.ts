'use client';

import {
  distanceM,
  type Lang,
  MAX_POSITION_BATCH,
  type PositionWire,
  type RealtimeClientMessageInput,
} from '@pothik/domain';
import { useEffect, useRef, useState } from 'react';
import { postPositions } from '../driver-api';

// DESIGN.md §15: a point every 5–10 s, or sooner after 50 m; never more often than every 5 s.
export const SHARE_MIN_INTERVAL_MS = 5_000;
export const SHARE_MAX_INTERVAL_MS = 10_000;
export const SHARE_MIN_MOVE_M = 50;

export type SharingStatus = 'starting' | 'sharing' | 'denied' | 'unavailable' | 'paused';

export type LocationSharing = {
  status: SharingStatus;
  /** When the last point left the phone (over the socket or in a batch), in ms since the epoch. */
  lastSentAt: number | null;
  /** Points waiting for the network (sent as one batch when it is back). */
  queued: number;
};

type Fix = { lat: number; lng: number; at: number };

/** Whether a new fix is due after the last one sent: 10 s on, or 50 m away after at least 5 s. */
export function isFixDue(last: Fix | undefined, next: Fix): boolean {
  if (!last) return true;
  const elapsed = next.at - last.at;
  if (elapsed < SHARE_MIN_INTERVAL_MS) return false;
  return elapsed >= SHARE_MAX_INTERVAL_MS || distanceM(last, next) >= SHARE_MIN_MOVE_M;
}

export function toPositionWire(position: GeolocationPosition): PositionWire {
  const { latitude, longitude, accuracy, heading, speed } = position.coords;
  return {
    lat: latitude,
    lng: longitude,
    accuracy_m: Math.max(0, Math.round(accuracy)),
    ...(heading !== null && Number.isFinite(heading) ? { heading } : {}),
    ...(speed !== null && Number.isFinite(speed) && speed <= 100 ? { speed_mps: Math.max(0, speed) } : {}),
    at: new Date(position.timestamp).toISOString(),
  };
}

type WakeLockHolder = { release: () => Promise<void> };

/**
 * The driver's phone shares its position while the trip takes positions (from "on my way" to
 * check-out) and the page is in the foreground: the Geolocation API's watch (plus a fresh fix every
 * 10 s, so a car standing still still reports), the Screen Wake Lock held where the browser has it, each
 * point sent on the app's socket, or queued while it is down and sent as one HTTP batch on reconnect.
 */
export function useLocationSharing({
  tripId,
  isActive,
  isSocketLive,
  send,
  lang,
}: {
  tripId: number;
  isActive: boolean;
  isSocketLive: boolean;
  send: (message: RealtimeClientMessageInput) => boolean;
  lang: Lang;
}): LocationSharing {
  const [status, setStatus] = useState<SharingStatus>('starting');
  const [lastSentAt, setLastSentAt] = useState<number | null>(null);
  const [queued, setQueued] = useState(0);
  const queue = useRef<PositionWire[]>([]);
  const flushing = useRef(false);
  const latest = useRef({ send, lang });
  useEffect(() => {
    latest.current = { send, lang };
  });

  /** The queued points as one batch (the HTTP fallback); kept for later when the network is down. */
  const flush = useRef(async () => {
    if (flushing.current || queue.current.length === 0) return;
    flushing.current = true;
    const batch = queue.current.splice(0, MAX_POSITION_BATCH);
    const result = await postPositions(tripId, batch, latest.current.lang);
    flushing.current = false;
    // No answer, or the server's trouble: the points wait for the next try; a refusal drops them.
    if (result.status === 0 || result.status >= 500 || result.status === 429) {
      queue.current.unshift(...batch.slice(-(MAX_POSITION_BATCH - queue.current.length)));
    } else if (result.ok) {
      setLastSentAt(Date.now());
    }
    setQueued(queue.current.length);
  });

  useEffect(() => {
    if (isSocketLive) void flush.current();
  }, [isSocketLive]);

  useEffect(() => {
    if (!isActive) return;
    const geo = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
    if (!geo) {
      setStatus('unavailable');
      return;
    }
    let watchId: number | null = null;
    let refresh: ReturnType<typeof setInterval> | undefined;
    let wakeLock: WakeLockHolder | null = null;
    let last: Fix | undefined;
    let isStopped = false;

    const onFix = (position: GeolocationPosition) => {
      if (isStopped) return;
      setStatus('sharing');
      const fix = { lat: position.coords.latitude, lng: position.coords.longitude, at: position.timestamp };
      if (!isFixDue(last, fix)) return;
      last = fix;
      const point = toPositionWire(position);
      if (queue.current.length === 0 && latest.current.send({ type: 'position', trip_id: tripId, point })) {
        setLastSentAt(Date.now());
        return;
      }
      queue.current.push(point);
      if (queue.current.length > MAX_POSITION_BATCH) queue.current.shift();
      setQueued(queue.current.length);
      void flush.current();
    };
    const onError = (error: GeolocationPositionError) => {
      if (isStopped) return;
      if (error.code === error.PERMISSION_DENIED) setStatus('denied');
    };
    const options: PositionOptions = { enableHighAccuracy: true, maximumAge: 0, timeout: 20_000 };

    async function holdWakeLock() {
      try {
        const lock = (
          navigator as Navigator & { wakeLock?: { request(type: 'screen'): Promise<WakeLockHolder> } }
        ).wakeLock;
        if (lock && !wakeLock) wakeLock = await lock.request('screen');
      } catch {
        // Refused (battery saver, an unsupported browser): sharing goes on while the screen is on.
      }
    }

    function start() {
      if (watchId !== null) return;
      setStatus((s) => (s === 'paused' ? 'starting' : s));
      watchId = geo!.watchPosition(onFix, onError, options);
      refresh = setInterval(() => geo!.getCurrentPosition(onFix, onError, options), SHARE_MAX_INTERVAL_MS);
      void holdWakeLock();
    }
    function stop() {
      if (watchId !== null) geo!.clearWatch(watchId);
      watchId = null;
      clearInterval(refresh);
      void wakeLock?.release().catch(() => undefined);
      wakeLock = null;
    }
    // Only in the foreground: a page in the background is paused (and the browser would stop it anyway).
    const onVisibility = () => {
      if (document.visibilityState === 'visible') start();
      else {
        stop();
        setStatus('paused');
      }
    };
    const onOnline = () => void flush.current();
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('online', onOnline);
    if (document.visibilityState === 'visible') start();
    else setStatus('paused');
    return () => {
      isStopped = true;
      stop();
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('online', onOnline);
    };
  }, [isActive, tripId]);

  return { status, lastSentAt, queued };
}
