import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCallsInFlight } from './calls-in-flight';

afterEach(() => {
  vi.useRealTimers();
});

describe('calls in flight', () => {
  it('is settled at once with no call under way', async () => {
    const calls = createCallsInFlight();
    await expect(calls.settled(10_000)).resolves.toBeUndefined();
  });

  it('is settled when the last call under way ends, whether it answered or failed', async () => {
    const calls = createCallsInFlight();
    let answer = () => {};
    let fail = () => {};
    const first = calls.run(() => new Promise<void>((resolve) => (answer = resolve)));
    const second = calls.run(
      () => new Promise<void>((_, reject) => (fail = () => reject(new Error('down')))),
    );
    let isSettled = false;
    const settled = calls.settled(10_000).then(() => {
      isSettled = true;
    });

    answer();
    await first;
    expect(isSettled).toBe(false);
    fail();
    await expect(second).rejects.toThrow('down');
    await settled;
    expect(isSettled).toBe(true);
  });

  it('stops waiting after its bound for a call that does not end', async () => {
    vi.useFakeTimers();
    const calls = createCallsInFlight();
    void calls.run(() => new Promise(() => {}));
    let isSettled = false;
    const settled = calls.settled(5000).then(() => {
      isSettled = true;
    });

    await vi.advanceTimersByTimeAsync(4999);
    expect(isSettled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await settled;
    expect(isSettled).toBe(true);
  });
});
