import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client';
import { createPostgresDatabase, testDbKind } from './helpers/database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated PostgreSQL database every migrated test database is created from (TEMPLATE). */
    postgresTemplate: string;
  }
}

/** On PostgreSQL: migrate one database for the run; each test file's database is a copy of it. */
export default async function setup(project: TestProject) {
  if (testDbKind !== 'postgres') return;
  const template = await createPostgresDatabase();
  const database = await openDatabase({ kind: 'postgres', url: template.url });
  await database.close();
  project.provide('postgresTemplate', new URL(template.url).pathname.slice(1));
  return () => template.drop();
}
