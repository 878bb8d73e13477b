import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { refuse } from '../../lib/errors';
import { currentUser } from '../auth';
import { standingRefusal } from './driver-standing';
import { findDriverByUserId } from './repo';

const driverProfileMissing = () => refuse('driverProfileMissing', 403);

/** The profile of the signed-in driver (routes behind `requireUser('driver')`). */
export async function currentDriver(db: DbOrTx, request: FastifyRequest) {
  const driver = await findDriverByUserId(db, currentUser(request).id);
  if (!driver) throw driverProfileMissing();
  // A live token outlasts a suspension by up to its lifetime: the profile's status is what counts.
  const refusal = standingRefusal(driver.status);
  if (refusal) throw refuse(refusal, 403);
  return driver;
}
