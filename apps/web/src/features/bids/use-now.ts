'use client';

import { useEffect, useState } from 'react';

/** The current time, updated every `intervalMs`: one clock for every countdown on the page. */
export function useNow(intervalMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(id);
  }, [intervalMs]);
  return now;
}

export function isPast(iso: string, now: number): boolean {
  return Date.parse(iso) <= now;
}
