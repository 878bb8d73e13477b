// npm run migrate: applies the pending migrations to the configured database, one process at a time
// (an advisory lock), and names them. Production runs it as a step of its own before the servers start,
// which refuse to while one is pending; the demo and development migrate at each start.
// docs/migrations.md: transactions, CONCURRENTLY, and splitting a change into expand and contract.
import { openDatabase } from '../src/db/client';
import { migrateDatabase } from '../src/db/migrate';
import { commandDatabaseConfig } from './command-database';

const config = commandDatabaseConfig();
const database = await openDatabase(config.database, { migrate: false });
try {
  const applied = await migrateDatabase(database);
  console.log(applied.length > 0 ? `applied: ${applied.join(', ')}` : 'no migration pending');
} finally {
  await database.close();
}
