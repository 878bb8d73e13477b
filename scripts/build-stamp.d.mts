// Types for the TypeScript that imports scripts/build-stamp.mjs (its tests); the script is plain ESM.
export type Part = 'api' | 'admin' | 'web';
export const parts: Record<Part, { sources: string[]; output: string }>;
export function sourceHashes(root?: string, only?: Part[]): Record<Part, string>;
export function writeStamp(part: Part, root?: string): void;
export function staleParts(root?: string): { part: Part; reason: 'not built' | 'changed' }[];
