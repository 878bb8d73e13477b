import { sql } from 'drizzle-orm';
import { timestamp } from 'drizzle-orm/pg-core';

// What the newer tables' definitions share: a time with its zone, and a check's list of allowed values.
export const at = (name: string) => timestamp(name, { withTimezone: true });
export const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));
