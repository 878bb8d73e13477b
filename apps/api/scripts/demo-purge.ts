// npm run demo:purge: deletes the demo's rows from the configured database in one transaction (its
// content, promos, GP loyalty list, staff logins, drivers, passengers and their trips), so a database
// that once ran the demo can serve production, which refuses to start while any is left.
import { purgeDemoRows } from '../src/db/seed/demo-purge';
import { openCommandDatabase } from './command-database';

const { database, isProduction } = await openCommandDatabase();
try {
  const deleted = Object.entries(await purgeDemoRows(database.db));
  console.log(
    deleted.length > 0
      ? `deleted the demo's rows: ${deleted.map(([table, n]) => `${n} ${table}`).join(', ')}`
      : 'no demo rows',
  );
  if (!isProduction) console.log('the demo seeds again at its next start on this database');
} finally {
  await database.close();
}
