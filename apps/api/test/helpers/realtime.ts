import type { CarTypeKey } from '@pothik/domain';
import type { FastifyInstance } from 'fastify';
import { type Database, openDatabase } from '../../src/db/client';
import { driverProfileValues } from '../../src/db/factories/drivers';
import { insertApprovedPapers } from '../../src/modules/drivers/papers-repo';
import { insertDriver } from '../../src/modules/drivers/repo';
import { createDriver, type LoggedIn, loginAs } from './auth';

/**
 * The database for a second "API process" on the same data: on PostgreSQL a separate pool (and so a
 * separate LISTEN connection) to the same database, as another process would have; PGlite cannot be
 * opened twice, so there the apps share the instance. `close` closes only what was opened here.
 */
export async function openSameDatabase(database: Database): Promise<Database> {
  if (database.kind === 'pglite') return { ...database, close: async () => {} };
  const url = database.pool?.options.connectionString;
  if (!url) throw new Error('the PostgreSQL database has no connection string');
  return openDatabase({ kind: 'postgres', url });
}

/** A logged-in driver with a driver profile (and so a car type), or without one when `carType` is null. */
export async function loginDriver(app: FastifyInstance, carType: CarTypeKey | null): Promise<LoggedIn> {
  const user = await createDriver(app);
  if (carType) {
    const driver = await insertDriver(
      app.database.db,
      driverProfileValues(user.id, {
        mobile: user.mobile,
        name: 'Realtime Test Driver',
        carType,
        carModel: 'Toyota Allion 2015',
        plateNumber: 'DHAKA METRO-GA 11-0000',
        district: 'Dhaka',
      }),
    );
    await insertApprovedPapers(app.database.db, driver, app.clock.now());
  }
  return loginAs(app, { mobile: user.mobile, role: 'driver' });
}
