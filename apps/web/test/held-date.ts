import { afterEach, beforeEach, vi } from 'vitest';

/**
 * Each test of the file starts with the browser's Date at `now` (running on from it), so fixture times
 * counted from `now` (a token that expired a minute ago, a pickup in three days) are exact whatever the
 * wall clock says. Timers are left real: testing-library's waits and user-event run as they do.
 */
export function holdDateAt(now: Date) {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now, shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}
