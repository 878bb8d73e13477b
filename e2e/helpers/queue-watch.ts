import type { Page } from '@playwright/test';

declare global {
  interface Window {
    /** How many tones the page started (countTones). */
    pothikTones: number;
  }
}

/** Counts in `window.pothikTones` each tone the page starts; the sound itself is the browser's. */
export function countTones(page: Page) {
  return page.addInitScript(() => {
    window.pothikTones = 0;
    const start = OscillatorNode.prototype.start;
    OscillatorNode.prototype.start = function (...args: Parameters<OscillatorNode['start']>) {
      window.pothikTones += 1;
      return start.apply(this, args);
    };
  });
}

/**
 * What the console's incident queue did, as the browser saw it: its socket (opened, each message,
 * closed) and its reads of the queue and the mark, each with its time. A check on the queue that fails
 * names them, so a failure on a CI machine says which part was late: the push, the read, or neither.
 */
export function watchIncidentQueue(page: Page) {
  const events: { at: number; what: string }[] = [];
  const note = (what: string) => events.push({ at: Date.now(), what });
  page.on('websocket', (socket) => {
    if (!socket.url().includes('/incident-queue/live')) return;
    note('socket opened');
    socket.on('framereceived', (frame) => note(`push ${String(frame.payload).slice(0, 40)}`));
    socket.on('close', () => note('socket closed'));
  });
  const read = (url: string) =>
    url.includes('/incident-queue-mark') ? 'mark' : /\/admin\/api\/incidents\?/.test(url) ? 'queue' : null;
  page.on('request', (request) => {
    const what = read(request.url());
    if (what) note(`${what} asked`);
  });
  page.on('requestfinished', async (request) => {
    const what = read(request.url());
    if (!what) return;
    const response = await request.response();
    note(`${what} ${response?.status() ?? '?'} in ${Math.round(request.timing().responseEnd)} ms`);
  });
  page.on('requestfailed', (request) => {
    const what = read(request.url());
    if (what) note(`${what} failed: ${request.failure()?.errorText}`);
  });
  return {
    /** The events from 10 s before `since` on, each at its offset from it in ms, on one line. */
    since(since: number) {
      return events
        .filter((e) => e.at >= since - 10_000)
        .map((e) => `${e.at - since}: ${e.what}`)
        .join('; ');
    },
  };
}
