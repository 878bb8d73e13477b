import type { CarTypeKey } from '@pothik/domain';
import type { FastifyInstance } from 'fastify';
import { type Database, openDatabase } from '../../src/db/client';
import { driverProfileValues } from '../../src/db/factories/drivers';
import { publishTripEvents } from '../../src/modules/booking/trips/trip-events';
import { insertApprovedPapers } from '../../src/modules/drivers/papers-repo';
import { insertDriver } from '../../src/modules/drivers/repo';
import { createDriver, type LoggedIn, loginAs } from './auth';
import { eventFor, type RealtimeClient } from './realtime-client';

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

/**
 * Resolves once every event published before the call was delivered by the apps these sockets are on:
 * each app hears NOTIFYs in the order they were sent and delivers them in order, so an event of
 * `marker` (a trip of the sockets' user) published now reaches them after all of those. Without it a
 * test's own earlier event (a trip's request, a bid, an accept), still in flight under load, can reach
 * a socket subscribed since and be taken for the event under test, read with the trip's state of then.
 */
export async function eventsDelivered(app: FastifyInstance, sockets: RealtimeClient[], marker: number) {
  for (const socket of sockets) await socket.subscribe(marker);
  const from = sockets.map((socket) => socket.received.length);
  await publishTripEvents(app, [{ type: 'trip.updated', trip_id: marker }]);
  await Promise.all(
    sockets.map((socket, i) => socket.next(eventFor('trip.updated', marker), { from: from[i] })),
  );
}
