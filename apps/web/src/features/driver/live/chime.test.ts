import { afterEach, describe, expect, it, vi } from 'vitest';

// A stand-in for Web Audio that records the notes it is asked to play.
const started: number[] = [];
class FakeAudioContext {
  state = 'running';
  currentTime = 0;
  destination = {};
  createOscillator() {
    const oscillator = {
      type: 'sine',
      frequency: { value: 0 },
      connect: (node: unknown) => node,
      start: () => started.push(oscillator.frequency.value),
      stop: () => undefined,
    };
    return oscillator;
  }
  createGain() {
    return {
      gain: { setValueAtTime: () => undefined, exponentialRampToValueAtTime: () => undefined },
      connect: (node: unknown) => node,
    };
  }
  resume = async () => undefined;
}

afterEach(() => {
  started.length = 0;
  vi.unstubAllGlobals();
  vi.resetModules();
});

async function announceWith(hasBeenActive: boolean) {
  vi.stubGlobal('AudioContext', FakeAudioContext);
  const vibrate = vi.fn(() => true);
  Object.defineProperty(navigator, 'vibrate', { value: vibrate, configurable: true });
  Object.defineProperty(navigator, 'userActivation', { value: { hasBeenActive }, configurable: true });
  const { announceNewTrip } = await import('./chime');
  announceNewTrip();
  return vibrate;
}

describe('a new open trip', () => {
  it('plays two rising notes and buzzes twice once the page has been tapped', async () => {
    const vibrate = await announceWith(true);
    expect(started).toEqual([880, 1320]);
    expect(vibrate).toHaveBeenCalledWith([120, 80, 120]);
  });

  it('stays silent and still before any tap (browsers refuse, and say so in the console)', async () => {
    const vibrate = await announceWith(false);
    expect(started).toEqual([]);
    expect(vibrate).not.toHaveBeenCalled();
  });
});
