// Types for the TypeScript that reads the API side of the boundaries check (the web suite's boundaries test).
export function tableProblems(root: string, layers: Record<string, unknown>): string[];
export function pluginDeclaration(text: string): { name: string; dependencies: string[] } | null;
