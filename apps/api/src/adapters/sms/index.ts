import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Clock } from '../../lib/clock';
import { createConsoleSms } from './console-sms';
import { createHttpSms } from './http-sms';
import type { SmsSender } from './types';

export { listOutboxMessages } from './outbox-repo';
export { SmsDeliveryError, type SmsSender } from './types';

export function createSmsSender(
  config: Config['sms'],
  deps: { log: FastifyBaseLogger; clock: Clock },
): SmsSender {
  if (config.provider === 'http') return createHttpSms(config);
  return createConsoleSms(deps);
}
