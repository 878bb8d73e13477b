import { createSessionCheck } from '@/features/auth';
import { driverSession } from './driver-session';

/** The passenger's session check on the driver's keys, under a cross-tab lock of its own. */
export const checkDriverSession = createSessionCheck({
  session: driverSession,
  account: 'driver',
  lockName: 'pothik-driver-refresh',
}).check;
