// A first visit's first seconds are the visitor's: the campaign popup (a modal that takes the focus) waits
// for their first scroll, tap or key, and then for a moment when they are not typing in a field.

const firstInputEvents = ['pointerdown', 'keydown', 'scroll', 'wheel', 'touchstart'] as const;

/** A field the visitor may be typing in (the trip chooser's places, a date): a popup would take it away. */
export function isTypingInField(element: Element | null): boolean {
  return (
    element instanceof HTMLElement &&
    (element.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(element.tagName))
  );
}

/** Runs `task` once the browser is idle; returns a cancel. */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: 4000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 1500);
  return () => window.clearTimeout(id);
}

/**
 * Runs `task` after the visitor's first input (a scroll, a tap, a key), once the browser is idle after it;
 * returns a cancel. Listened to on `window` in the capture phase, passively: it never delays the input.
 */
export function afterFirstInput(task: () => void): () => void {
  let cancelIdle: (() => void) | undefined;
  const stopListening = () => {
    for (const type of firstInputEvents) window.removeEventListener(type, onInput, { capture: true });
  };
  function onInput() {
    stopListening();
    cancelIdle = whenIdle(task);
  }
  for (const type of firstInputEvents)
    window.addEventListener(type, onInput, { capture: true, passive: true });
  return () => {
    stopListening();
    cancelIdle?.();
  };
}

/**
 * Runs `task` now if no field has the focus, else once the focus has left the fields (checked after each
 * `focusout`, when the next element has it); returns a cancel.
 */
export function whenNotTyping(task: () => void): () => void {
  let timer: number | undefined;
  const check = () => {
    timer = window.setTimeout(() => {
      if (isTypingInField(document.activeElement)) return;
      document.removeEventListener('focusout', check);
      task();
    }, 0);
  };
  if (!isTypingInField(document.activeElement)) {
    task();
    return () => {};
  }
  document.addEventListener('focusout', check);
  return () => {
    document.removeEventListener('focusout', check);
    window.clearTimeout(timer);
  };
}
