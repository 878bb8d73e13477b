import { and, eq, lte, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** A row readers may see at `now`: published, and its publish time has come. */
export const isPublic = (t: { status: PgColumn; publishedAt: PgColumn }, now: Date): SQL =>
  and(eq(t.status, 'published'), lte(t.publishedAt, now)) as SQL;
