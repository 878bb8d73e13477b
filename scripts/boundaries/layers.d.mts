// Types for the TypeScript that reads the layers table (the web suite's boundaries test); the table is plain ESM.
export const webFeatures: Record<string, string[]>;
export const webDoors: Record<string, string[]>;
export const webShared: string[];
export const webTop: string[];
export const apiModules: Record<string, string[]>;
export const apiFolders: Record<string, 'nothing' | 'no module' | 'module doors'>;
export const apiTables: Record<string, string[]>;
export const infrastructureTables: string[];
export const apiTableJoins: Record<string, string[]>;
export const domainForbidden: Record<string, string>;
