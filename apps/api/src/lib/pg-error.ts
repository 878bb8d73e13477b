/**
 * The PostgreSQL error behind a failed query: Drizzle wraps the driver's error in `cause`, and
 * node-postgres and PGlite both set `code` (SQLSTATE) and `constraint` on it.
 */
export function pgErrorOf(err: unknown): { code: string; constraint?: string } | undefined {
  let e: unknown = err;
  for (let depth = 0; e !== null && typeof e === 'object' && depth < 5; depth += 1) {
    const { code, constraint, cause } = e as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) {
      return { code, constraint: typeof constraint === 'string' ? constraint : undefined };
    }
    e = cause;
  }
  return undefined;
}

export const UNIQUE_VIOLATION = '23505';
export const FOREIGN_KEY_VIOLATION = '23503';
