import { afterEach, describe, expect, it, vi } from 'vitest';
import { changedBeforeHydration, holdUntilHydrated } from './before-hydration';

afterEach(() => {
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
