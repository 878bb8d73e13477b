// jsdom has no ResizeObserver; radix RadioGroup measures its hidden form input with one. Nothing in jsdom
// has a size, so an observer that never reports is what a browser would do here.
class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

const scope = globalThis as { ResizeObserver?: unknown };
scope.ResizeObserver ??= NoResizeObserver;
