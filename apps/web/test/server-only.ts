// Stands in for Next.js's `server-only` marker in tests of server modules (see vitest.config.ts).
export {};
