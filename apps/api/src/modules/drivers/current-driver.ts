import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/errors';
import { currentUser } from '../auth/authenticate';
import { findDriverByUserId } from './repo';

export const driverProfileMissing = () =>
  new AppError(
    403,
    'This driver account has no driver profile yet. Please contact support.',
    'driverProfileMissing',
  );

/** The profile of the signed-in driver (routes behind `requireUser('driver')`). */
export async function currentDriver(db: DbOrTx, request: FastifyRequest) {
  const driver = await findDriverByUserId(db, currentUser(request).id);
  if (!driver) throw driverProfileMissing();
  return driver;
}
