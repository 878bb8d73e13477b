'use client';

import type { Lang } from '@pothik/domain';
import { useCallback, useRef, useState } from 'react';
import type { PlaceValue } from './place-value';
import { type ReverseFailure, reverseGeocode } from './places-api';

export type LocationFailure = 'unsupported' | 'permissionDenied' | 'unavailable' | 'timeout' | ReverseFailure;

export type MyLocationState =
  | { status: 'idle' }
  | { status: 'locating' }
  | { status: 'failed'; reason: LocationFailure };

// A fix a minute old is still where the passenger stands; ten seconds is as long as anyone waits for it.
const positionOptions: PositionOptions = { enableHighAccuracy: true, timeout: 10_000, maximumAge: 60_000 };

function currentPosition(): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) => {
    navigator.geolocation.getCurrentPosition(resolve, reject, positionOptions);
  });
}

function positionFailure(error: unknown): LocationFailure {
  const code = (error as GeolocationPositionError | null)?.code;
  if (code === 1) return 'permissionDenied';
  if (code === 3) return 'timeout';
  return 'unavailable';
}

/** "Use my location": the browser's position, turned into an address by GET /geo/reverse. */
export function useMyLocation(lang: Lang) {
  const [state, setState] = useState<MyLocationState>({ status: 'idle' });
  const runId = useRef(0);

  const locate = useCallback(async (): Promise<PlaceValue | null> => {
    const id = ++runId.current;
    if (typeof navigator === 'undefined' || !navigator.geolocation) {
      setState({ status: 'failed', reason: 'unsupported' });
      return null;
    }
    setState({ status: 'locating' });
    let position: GeolocationPosition;
    try {
      position = await currentPosition();
    } catch (error) {
      if (id === runId.current) setState({ status: 'failed', reason: positionFailure(error) });
      return null;
    }
    const { latitude: lat, longitude: lng } = position.coords;
    const result = await reverseGeocode(lat, lng, lang);
    // A newer press (or a cleared field) has taken over.
    if (id !== runId.current) return null;
    if (!result.ok) {
      setState({ status: 'failed', reason: result.reason });
      return null;
    }
    setState({ status: 'idle' });
    return { address: result.address.formattedAddress, lat, lng };
  }, [lang]);

  const reset = useCallback(() => {
    runId.current++;
    setState({ status: 'idle' });
  }, []);

  return { state, locate, reset };
}
