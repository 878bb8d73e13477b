// Types for the TypeScript that reads the layers table (the web suite's boundaries test); the table is plain ESM.
export const webFeatures: Record<string, string[]>;
export const webDoors: Record<string, string[]>;
export const webShared: string[];
export const webTop: string[];
export const apiModules: Record<string, string[]>;
export const apiDoors: Record<string, string[]>;
export const apiInfrastructure: string[];
export const domainForbidden: Record<string, string>;
