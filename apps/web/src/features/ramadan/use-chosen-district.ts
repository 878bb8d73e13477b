'use client';

import { type DistrictId, isDistrictId } from '@pothik/domain';
import { useCallback, useEffect, useState } from 'react';
import { storageKeys } from '@/lib/storage-keys';

const districtParam = 'district';

function rememberDistrict(id: DistrictId) {
  try {
    window.localStorage.setItem(storageKeys.ramadanDistrict, id);
  } catch {
    // Private mode or a full quota: the choice still holds in the URL.
  }
}

function readRememberedDistrict(): DistrictId | null {
  try {
    const stored = window.localStorage.getItem(storageKeys.ramadanDistrict);
    return isDistrictId(stored) ? stored : null;
  } catch {
    return null;
  }
}

/** Puts the district in the address, so a shared or reloaded link opens the same timetable. */
function showInUrl(id: DistrictId) {
  const url = new URL(window.location.href);
  url.searchParams.set(districtParam, id);
  // Next.js keeps its router in step with a plain replaceState; no server round trip is needed,
  // since the timetable is computed here.
  window.history.replaceState(null, '', `${url.pathname}${url.search}${url.hash}`);
}

/**
 * The district whose timetable is shown: the URL's when it names one, else the one this browser chose
 * last time, else the server's default (Dhaka). A choice is remembered and reflected in the URL.
 */
export function useChosenDistrict(initial: DistrictId, isInUrl: boolean) {
  const [district, setDistrict] = useState<DistrictId>(initial);
  // False until hydrated: a choice made on the server's HTML before then would be lost (or overwritten
  // by the remembered one), so the picker waits for it.
  const [isReady, setReady] = useState(false);

  useEffect(() => {
    // Read after hydration: the server cannot see this browser's storage.
    const remembered = isInUrl ? null : readRememberedDistrict();
    if (remembered && remembered !== initial) {
      setDistrict(remembered);
      showInUrl(remembered);
    }
    setReady(true);
  }, [initial, isInUrl]);

  const choose = useCallback((id: DistrictId) => {
    setDistrict(id);
    rememberDistrict(id);
    showInUrl(id);
  }, []);

  return [district, choose, isReady] as const;
}
