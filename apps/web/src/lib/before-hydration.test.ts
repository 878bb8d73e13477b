import { afterEach, describe, expect, it, vi } from 'vitest';
import { changedBeforeHydration, earlyHoldSource, holdUntilHydrated } from './before-hydration';

afterEach(() => {
  // An inline script's watch the test left running (the page's code never took its region over).
  const holds = (window as { __pothikEarlyHolds?: Record<string, { stop: () => void }> }).__pothikEarlyHolds;
  for (const hold of Object.values(holds ?? {})) hold.stop();
  delete (window as { __pothikEarlyHolds?: unknown }).__pothikEarlyHolds;
  document.body.innerHTML = '';
});

function region() {
  document.body.innerHTML = `
    <div id="region"><form id="form"><input id="name" /><button id="go" type="button">Go</button>
      <button id="send" type="submit">Send</button></form></div>
    <button id="outside" type="button">Outside</button>`;
  const byId = (id: string) => document.getElementById(id)!;
  return { root: byId('region'), byId };
}

describe('a region held until its code hydrates it', () => {
  it('asks for its code on the first touch, key or focus inside it, not outside', () => {
    const { root, byId } = region();
    const onFirstUse = vi.fn();
    holdUntilHydrated(root, onFirstUse);
    byId('outside').dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(onFirstUse).not.toHaveBeenCalled();
    byId('name').dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(onFirstUse).toHaveBeenCalled();
  });

  it('holds a tap on a button and replays it once released, and no more after', () => {
    const { root, byId } = region();
    const held = holdUntilHydrated(root, () => {});
    const taps = vi.fn();
    byId('go').addEventListener('click', (event) => taps(event.isTrusted, event.defaultPrevented));
    byId('go').dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    // The tap itself reaches nothing that could act on it here (React drops it); its default is stopped.
    expect(taps).toHaveBeenLastCalledWith(false, true);
    held.release();
    expect(taps).toHaveBeenCalledTimes(2);
    expect(taps).toHaveBeenLastCalledWith(false, false);
    held.release();
    expect(taps).toHaveBeenCalledTimes(2);
  });

  it('keeps a submit from reloading the page and submits again once released', () => {
    const { root, byId } = region();
    const held = holdUntilHydrated(root, () => {});
    const submits: boolean[] = [];
    byId('form').addEventListener('submit', (event) => {
      submits.push(event.defaultPrevented);
      event.preventDefault();
    });
    byId('send').click();
    // The click on Send was held (no submit at all): the submit comes with its replay.
    expect(submits).toEqual([]);
    held.release();
    expect(submits).toEqual([false]);
  });

  it('marks a field changed before hydration', () => {
    const { root, byId } = region();
    holdUntilHydrated(root, () => {});
    const input = byId('name') as HTMLInputElement;
    expect(changedBeforeHydration.has(input)).toBe(false);
    input.value = 'Gul';
    input.dispatchEvent(new Event('input', { bubbles: true }));
    expect(changedBeforeHydration.has(input)).toBe(true);
  });
});

/** Runs the inline script the HTML carries after the region, as the browser would while parsing. */
function runEarlyHold(id: string) {
  new Function(earlyHoldSource(id))();
}

describe('a region watched by its inline script before the page has hydrated', () => {
  it('keeps a tap and a submit made before the page’s code ran, and replays them in order once released', () => {
    const { root, byId } = region();
    runEarlyHold('region');
    const done: string[] = [];
    byId('go').addEventListener('click', (event) => done.push(`go ${event.defaultPrevented}`));
    byId('form').addEventListener('submit', (event) => {
      done.push(`submit ${event.defaultPrevented}`);
      event.preventDefault();
    });
    byId('go').dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    byId('form').dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    // Before any of the page's code: the browser does nothing with them (no reload from the submit).
    expect(done).toEqual(['go true', 'submit true']);

    const onFirstUse = vi.fn();
    const held = holdUntilHydrated(root, onFirstUse);
    expect(onFirstUse).toHaveBeenCalled();
    expect(done).toHaveLength(2);
    held.release();
    expect(done).toEqual(['go true', 'submit true', 'go false', 'submit false']);
  });

  it('marks a field changed before the page’s code ran, and leaves the region to the page’s code after', () => {
    const { root, byId } = region();
    runEarlyHold('region');
    const input = byId('name') as HTMLInputElement;
    input.value = 'Gul';
    input.dispatchEvent(new Event('input', { bubbles: true }));
    expect(changedBeforeHydration.has(input)).toBe(false);
    const held = holdUntilHydrated(root, () => {});
    expect(changedBeforeHydration.has(input)).toBe(true);
    held.release();

    // The inline script stopped when the page's code took over: a tap now is the page's to handle.
    const taps: boolean[] = [];
    byId('go').addEventListener('click', (event) => taps.push(event.defaultPrevented));
    byId('go').dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(taps).toEqual([false]);
  });

  it('leaves what happens outside the region alone', () => {
    const { byId } = region();
    runEarlyHold('region');
    const taps: boolean[] = [];
    byId('outside').addEventListener('click', (event) => taps.push(event.defaultPrevented));
    byId('outside').dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(taps).toEqual([false]);
  });
});
