'use client';

import { useCallback, useEffect, useState } from 'react';

export type Countdown = {
  secondsLeft: number;
  isDone: boolean;
  /** Starts again from `seconds` (default: the start value). */
  restart: (seconds?: number) => void;
};

/**
 * SPEC.md §4 countdown helper: counts down once a second from a start value to zero and can be reset.
 * It counts towards a deadline rather than decrementing, so a phone that slept or a throttled
 * background tab still shows the true time left when it wakes.
 */
export function useCountdown(startSeconds: number): Countdown {
  const [deadline, setDeadline] = useState(() => Date.now() + startSeconds * 1000);
  const [now, setNow] = useState(() => Date.now());
  const secondsLeft = Math.max(0, Math.ceil((deadline - now) / 1000));
  const isRunning = secondsLeft > 0;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new deadline restarts the interval, so the ticks stay in step with the whole seconds left
  useEffect(() => {
    if (!isRunning) return;
    const id = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(id);
  }, [isRunning, deadline]);

  const restart = useCallback(
    (seconds: number = startSeconds) => {
      const start = Date.now();
      setNow(start);
      setDeadline(start + Math.max(0, seconds) * 1000);
    },
    [startSeconds],
  );

  return { secondsLeft, isDone: !isRunning, restart };
}
