// npm run migrate: applies the pending migrations to the configured database, one process at a time
// (an advisory lock), and names them. Production runs it as a step of its own before the servers start,
// which refuse to while one is pending; the demo and development migrate at each start.
// docs/migrations.md: transactions, CONCURRENTLY, timeouts and retries, and splitting a change into
// expand and contract.
import { z } from 'zod';
import { openDatabase } from '../src/db/client';
import { migrateDatabase, migrateDefaults } from '../src/db/migrate';
import { commandDatabaseConfig } from './command-database';

const seconds = (fallbackMs: number) =>
  z.coerce
    .number()
    .positive()
    .max(86_400)
    .default(fallbackMs / 1000);
const settings = z
  .object({
    MIGRATE_LOCK_TIMEOUT_SEC: seconds(migrateDefaults.lockTimeoutMs),
    MIGRATE_STATEMENT_TIMEOUT_SEC: seconds(migrateDefaults.statementTimeoutMs),
  })
  .safeParse(process.env);
if (!settings.success) {
  for (const issue of settings.error.issues) console.error(`${issue.path.join('.')}: ${issue.message}`);
  process.exit(1);
}

const config = commandDatabaseConfig();
const database = await openDatabase(config.database, { migrate: false });
try {
  const applied = await migrateDatabase(database, {
    lockTimeoutMs: settings.data.MIGRATE_LOCK_TIMEOUT_SEC * 1000,
    statementTimeoutMs: settings.data.MIGRATE_STATEMENT_TIMEOUT_SEC * 1000,
    onRetry: ({ tag, attempt, attempts, delayMs }) =>
      console.log(
        `${tag}: a lock it needs is held by another session; trying again in ${delayMs / 1000} s (attempt ${attempt + 1} of ${attempts})`,
      ),
  });
  console.log(applied.length > 0 ? `applied: ${applied.join(', ')}` : 'no migration pending');
} finally {
  await database.close();
}
