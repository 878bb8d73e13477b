import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { refuse } from '../../lib/errors';
import { currentUser } from '../auth/authenticate';
import { findDriverByUserId } from './repo';

const driverProfileMissing = () => refuse('driverProfileMissing', 403);

/** The profile of the signed-in driver (routes behind `requireUser('driver')`). */
export async function currentDriver(db: DbOrTx, request: FastifyRequest) {
  const driver = await findDriverByUserId(db, currentUser(request).id);
  if (!driver) throw driverProfileMissing();
  // A live token outlasts a suspension by up to its lifetime: the profile's status is what counts.
  if (driver.status !== 'approved') throw refuse('driverNotApproved', 403);
  return driver;
}
