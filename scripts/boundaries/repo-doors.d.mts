// Types for the TypeScript that reads the repo-doors check (the web suite's boundaries test).
export function repoDoorProblems(root: string): string[];
