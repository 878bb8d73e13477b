import { ConfigError, loadDatabaseConfig } from '../src/config';
import { type Database, openDatabase } from '../src/db/client';
import { pendingMigrations } from '../src/db/pending-migrations';

/** The mode and database a command runs on; a bad configuration ends the process with its lines. */
export function commandDatabaseConfig(): ReturnType<typeof loadDatabaseConfig> {
  try {
    return loadDatabaseConfig();
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    console.error(err.message);
    process.exit(1);
  }
}

/**
 * The configured database for a command. Outside production it is migrated first, as a start would;
 * production leaves that to `npm run migrate`, and the command stops while a migration is pending.
 */
export async function openCommandDatabase(): Promise<{ database: Database; isProduction: boolean }> {
  const config = commandDatabaseConfig();
  const isProduction = config.env === 'production';
  const database = await openDatabase(config.database, { migrate: !isProduction });
  if (isProduction) {
    const pending = await pendingMigrations(database.db);
    if (pending.length > 0) {
      await database.close();
      console.error(
        `migrations pending (${pending.map((m) => m.tag).join(', ')}): run npm run migrate first`,
      );
      process.exit(1);
    }
  }
  return { database, isProduction };
}
