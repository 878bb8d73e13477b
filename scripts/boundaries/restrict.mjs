// One Biome override: files `includes` may not make the imports `options` names (noRestrictedImports).

/** The table's path, named in every rule's message. */
export const table = 'scripts/boundaries/layers.mjs';

/** Leaves test files out of an override's `includes`. */
export const notTests = ['!**/*.test.ts', '!**/*.test.tsx'];

export function restrict(includes, options) {
  return { includes, linter: { rules: { style: { noRestrictedImports: { level: 'error', options } } } } };
}
