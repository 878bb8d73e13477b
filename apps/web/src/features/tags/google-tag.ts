type Gtag = (...args: unknown[]) => void;

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

/** The page's data layer, made when missing. */
export function dataLayerOf(): unknown[] {
  window.dataLayer ??= [];
  return window.dataLayer;
}

/** Google's `gtag` function, defined as its snippet does when the page has none yet. */
export function gtagOf(): Gtag {
  const dataLayer = dataLayerOf();
  window.gtag ??= function gtag() {
    // gtag.js tells a command from a plain data-layer message by its being an Arguments object.
    // biome-ignore lint/complexity/noArguments: see above; an array would be read as a message
    dataLayer.push(arguments);
  };
  return window.gtag;
}
