export type LeafletModule = typeof import('leaflet');

/**
 * Leaflet touches `window` when it is evaluated, and it is heavy, so it is fetched in the browser only,
 * after first paint, with its stylesheet. Kept in its own module so tests can replace the loader (for a
 * failed download).
 */
export async function loadLeaflet(): Promise<LeafletModule> {
  const [mod] = await Promise.all([import('leaflet'), import('./leaflet-styles')]);
  // The package is UMD: bundlers hand it over as a CommonJS default export, Node's ESM loader as names.
  return (mod as LeafletModule & { default?: LeafletModule }).default ?? mod;
}
