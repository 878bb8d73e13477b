// The footer's "Cookie settings" and the consent manager meet here: the button asks for the chooser, the
// manager (one per page, from the layout) opens it. Only browser events call in, never a server render.

type ChooserRequest = { opener: HTMLElement | null };
type Listener = (request: ChooserRequest) => void;

const listeners = new Set<Listener>();

/** Opens the chooser; focus goes back to `opener` when it closes. */
export function openConsentChooser(opener: HTMLElement | null): void {
  for (const listener of listeners) listener({ opener });
}

export function onConsentChooserRequest(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
