// A server-rendered region whose code comes later (the home page's trip chooser loads on the visitor's
// first touch, key or focus in it, or once the browser is idle): what a visitor does there before the code
// has hydrated it is kept, not lost. React 19 as Next.js ships it ignores events in a region it has not
// hydrated yet and keeps its own idea of a field's value (the change-event replay of
// enableHydrationChangeEvent is off), so:
// - a field the visitor changed is marked, and the code that binds it adopts what it holds (lib/form.tsx's
//   register, the place search) instead of writing its own value over it;
// - a tap on a button, or a submit, is held (its default prevented: no page reload from a submit) and
//   replayed once the code is there.

/** Inputs, selects and textareas a visitor changed before their code hydrated them. */
export const changedBeforeHydration = new WeakSet<EventTarget>();

const startEvents = ['pointerdown', 'touchstart', 'keydown', 'focusin'] as const;

export type HeldRegion = {
  /** The code has hydrated the region: stops holding, then replays what was held, in order. */
  release: () => void;
};

/**
 * Watches `root` until `release()`: the first touch, key, focus or entry in it calls `onFirstUse` (to
 * fetch the region's code); clicks on its buttons and its form submits are held for replay. The listeners
 * are the window's, in the capture phase: React's own, on the document, stop an event bound for a part it
 * has not hydrated from going further.
 */
export function holdUntilHydrated(root: HTMLElement, onFirstUse: () => void): HeldRegion {
  const held: (() => void)[] = [];
  const inRoot = (event: Event) => event.target instanceof Node && root.contains(event.target);
  const use = (event: Event) => {
    if (inRoot(event)) onFirstUse();
  };
  const onClick = (event: Event) => {
    if (!inRoot(event)) return;
    onFirstUse();
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || button.disabled) return;
    event.preventDefault();
    held.push(() => button.click());
  };
  const onSubmit = (event: Event) => {
    if (!inRoot(event)) return;
    event.preventDefault();
    const form = event.target as HTMLFormElement;
    held.push(() => form.requestSubmit());
  };
  const onEntry = (event: Event) => {
    if (!inRoot(event) || !event.target) return;
    onFirstUse();
    changedBeforeHydration.add(event.target);
  };
  type Listener = readonly [string, (event: Event) => void, AddEventListenerOptions];
  const listeners: Listener[] = [
    // Passive: watching a touch never holds the page's scrolling back.
    ...startEvents.map((type): Listener => [type, use, { capture: true, passive: true }]),
    ['click', onClick, { capture: true }],
    ['submit', onSubmit, { capture: true }],
    ['input', onEntry, { capture: true, passive: true }],
    ['change', onEntry, { capture: true, passive: true }],
  ];
  for (const [type, listener, options] of listeners) window.addEventListener(type, listener, options);
  return {
    release() {
      for (const [type, listener] of listeners) window.removeEventListener(type, listener, true);
      for (const replay of held.splice(0)) replay();
    },
  };
}
