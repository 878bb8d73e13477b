'use client';

import { useEffect, useState } from 'react';

/** `value` once it has stayed the same for `delayMs`: typing "Gulshan" settles once, not seven times. */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
