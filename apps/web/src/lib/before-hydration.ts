// A server-rendered region whose code comes later (the home page's trip chooser loads on the visitor's
// first touch, key or focus in it, or once the browser is idle): what a visitor does there before the code
// has hydrated it is kept, not lost. React 19 as Next.js ships it ignores events in a region it has not
// hydrated yet and keeps its own idea of a field's value (the change-event replay of
// enableHydrationChangeEvent is off), so:
// - a field the visitor changed is marked, and the code that binds it adopts what it holds (lib/form.tsx's
//   register, the place search) instead of writing its own value over it;
// - a tap on a button, or a submit, is held (its default prevented: no page reload from a submit) and
//   replayed once the code is there.
// The region is watched from the moment its HTML is parsed, not only from the page's hydration: an inline
// script right after it (earlyHoldSource) keeps what happens there until holdUntilHydrated, as the page's
// hydration commits, takes it over; nothing done before the page's own code has run is lost either.

/** Inputs, selects and textareas a visitor changed before their code hydrated them. */
export const changedBeforeHydration = new WeakSet<EventTarget>();

const startEvents = ['pointerdown', 'touchstart', 'keydown', 'focusin'] as const;

/** What the inline script has kept of a region, by the region's id (see earlyHoldSource). */
type EarlyHold = { events: Event[]; stop: () => void };
const earlyHoldsKey = '__pothikEarlyHolds';
type WithEarlyHolds = { [earlyHoldsKey]?: Record<string, EarlyHold | undefined> };

/**
 * The source of the inline script that follows the region `id` in the HTML: from then until
 * holdUntilHydrated takes the region over, it keeps every event in it (in order, for holdUntilHydrated to
 * treat as its own) and stops what a browser would do with a tap on a button or a submit there. Plain
 * ES5, nothing of the page's code: it runs as the HTML is parsed.
 */
export function earlyHoldSource(id: string): string {
  const types = [...startEvents, 'click', 'submit', 'input', 'change'];
  return `(function(){var r=document.getElementById(${JSON.stringify(id)});if(!r)return;var q=[],t=${JSON.stringify(types)};function h(e){var n=e.target;if(!(n instanceof Node)||!r.contains(n))return;if(e.type==="submit")e.preventDefault();else if(e.type==="click"){var b=n instanceof Element?n.closest("button"):null;if(b&&!b.disabled)e.preventDefault()}q.push(e)}t.forEach(function(y){window.addEventListener(y,h,{capture:true,passive:y!=="click"&&y!=="submit"})});var w=window.${earlyHoldsKey}||(window.${earlyHoldsKey}={});w[${JSON.stringify(id)}]={events:q,stop:function(){t.forEach(function(y){window.removeEventListener(y,h,true)})}}})();`;
}

/** Stops the inline script's watch of `root` and hands over what it kept (nothing without one). */
function takeEarlyHold(root: HTMLElement): Event[] {
  const holds = (window as WithEarlyHolds)[earlyHoldsKey];
  const early = root.id ? holds?.[root.id] : undefined;
  if (!early || !holds) return [];
  early.stop();
  delete holds[root.id];
  return early.events;
}

export type HeldRegion = {
  /** The code has hydrated the region: stops holding, then replays what was held, in order. */
  release: () => void;
};

/**
 * Watches `root` until `release()` (taking over from its inline script, earlyHoldSource, if it has one): the first touch, key, focus or entry in it calls `onFirstUse` (to
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
  // What happened before: treated as if it happened now (its defaults were stopped then, as here).
  for (const event of takeEarlyHold(root))
    for (const [type, listener] of listeners) if (type === event.type) listener(event);
  return {
    release() {
      for (const [type, listener] of listeners) window.removeEventListener(type, listener, true);
      for (const replay of held.splice(0)) replay();
    },
  };
}
