import { afterEach, describe, expect, it, vi } from 'vitest';
import { appendScript, scriptLoader } from './load-script';

const SRC = 'https://vendor.test/api.js';
const scripts = () => [...document.head.querySelectorAll<HTMLScriptElement>(`script[src="${SRC}"]`)];

let vendorApi: { hello: string } | undefined;
const load = scriptLoader({ api: () => vendorApi, timeoutMs: 20_000, failure: 'The vendor did not load' });

afterEach(() => {
  for (const script of scripts()) script.remove();
  vendorApi = undefined;
  vi.useRealTimers();
});

describe('appendScript', () => {
  it('adds the script to the head, async, with the page’s nonce', () => {
    const script = appendScript(SRC, 'bm9uY2U=');
    expect(scripts()).toEqual([script]);
    expect(script.async).toBe(true);
    expect(script.nonce).toBe('bm9uY2U=');
  });
});

describe('scriptLoader', () => {
  it('adds the script once for every caller while it loads, and answers them all with the API it defines', async () => {
    const first = load(SRC, 'bm9uY2U=');
    const second = load(SRC, 'bm9uY2U=');
    expect(scripts()).toHaveLength(1);
    expect(scripts()[0]!.nonce).toBe('bm9uY2U=');
    vendorApi = { hello: 'world' };
    scripts()[0]!.dispatchEvent(new Event('load'));
    await expect(first).resolves.toEqual({ hello: 'world' });
    await expect(second).resolves.toEqual({ hello: 'world' });
    // Loaded: no script again.
    await expect(load(SRC, undefined)).resolves.toEqual({ hello: 'world' });
    expect(scripts()).toHaveLength(1);
  });

  it('adds no script when the API is already there', async () => {
    vendorApi = { hello: 'here' };
    await expect(load(SRC, undefined)).resolves.toEqual({ hello: 'here' });
    expect(scripts()).toEqual([]);
  });

  it('fails on the script’s error, removes it, and loads afresh when asked again', async () => {
    const failed = load(SRC, undefined);
    scripts()[0]!.dispatchEvent(new Event('error'));
    await expect(failed).rejects.toThrow('The vendor did not load');
    expect(scripts()).toEqual([]);
    const again = load(SRC, undefined);
    expect(scripts()).toHaveLength(1);
    vendorApi = { hello: 'again' };
    scripts()[0]!.dispatchEvent(new Event('load'));
    await expect(again).resolves.toEqual({ hello: 'again' });
  });

  it('fails when the script loaded but defined nothing', async () => {
    const failed = load(SRC, undefined);
    scripts()[0]!.dispatchEvent(new Event('load'));
    await expect(failed).rejects.toThrow('The vendor did not load');
    expect(scripts()).toEqual([]);
  });

  it('fails after its time without an answer', async () => {
    vi.useFakeTimers();
    const failed = load(SRC, undefined);
    const outcome = failed.catch((error: Error) => error.message);
    await vi.advanceTimersByTimeAsync(19_999);
    expect(scripts()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(outcome).resolves.toBe('The vendor did not load');
    expect(scripts()).toEqual([]);
  });
});
