import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HeartbeatRounds } from '../src/modules/realtime/heartbeat-rounds';

/** A connection that counts its heartbeats, and when (fake time) each came. */
function connection() {
  const beats: number[] = [];
  return { beats, heartbeat: () => void beats.push(Date.now()) };
}

describe('the heartbeat, spread over its interval', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setImmediate', 'Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('pings each connection once an interval, a group at a time', async () => {
    const cycles: number[] = [];
    const rounds = new HeartbeatRounds<ReturnType<typeof connection>>(
      { intervalMs: 3000, rounds: 30, slice: 50 },
      () => cycles.push(Date.now()),
    );
    const all = Array.from({ length: 90 }, connection);
    for (const c of all) rounds.add(c);
    const start = Date.now();
    rounds.start();

    await vi.advanceTimersByTimeAsync(150);
    // One group of the 30 after its first tick (every 100 ms): 3 of the 90, not all of them.
    expect(all.filter((c) => c.beats.length === 1)).toHaveLength(3);
    expect(cycles).toEqual([]);

    await vi.advanceTimersByTimeAsync(2900);
    expect(all.map((c) => c.beats.length)).toEqual(all.map(() => 1));
    // Spread: 30 different moments, 3 connections at each.
    const moments = new Map<number, number>();
    for (const c of all) moments.set(c.beats[0]!, (moments.get(c.beats[0]!) ?? 0) + 1);
    expect([...moments.values()]).toEqual(Array.from({ length: 30 }, () => 3));
    // Once a whole interval went round (at its last tick, the timers' own millisecond after).
    expect(cycles.map((t) => Math.round((t - start) / 10) * 10)).toEqual([3000]);

    await vi.advanceTimersByTimeAsync(3000);
    for (const c of all) expect(c.beats[1]! - c.beats[0]!).toBe(3000);
    expect(cycles.map((t) => Math.round((t - start) / 10) * 10)).toEqual([3000, 6000]);
    rounds.stop();
  });

  it('never pings a connection removed, nor any after stop', async () => {
    const rounds = new HeartbeatRounds<ReturnType<typeof connection>>(
      { intervalMs: 1000, rounds: 10, slice: 50 },
      () => {},
    );
    const kept = connection();
    const gone = connection();
    rounds.add(kept);
    rounds.add(gone);
    rounds.remove(gone);
    rounds.start();
    await vi.advanceTimersByTimeAsync(1050);
    expect(kept.beats).toHaveLength(1);
    expect(gone.beats).toEqual([]);

    rounds.stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(kept.beats).toHaveLength(1);
  });
});
