import type { FastifyBaseLogger } from 'fastify';
import type { Config, SmsGatewayConfig } from '../../config';
import type { Clock } from '../../lib/clock';
import { createBulkSmsBd } from './bulksmsbd-sms';
import { createConsoleSms } from './console-sms';
import { createFailoverSms } from './failover-sms';
import { createHttpSms } from './http-sms';
import { createSslWirelessSms } from './ssl-wireless-sms';
import type { SmsSender } from './types';

export { listOutboxMessages } from './outbox-repo';
export { SmsDeliveryError, type SmsReceipt, type SmsSender, toBangladeshMsisdn } from './types';

export function createSmsGateway(config: SmsGatewayConfig): SmsSender {
  if (config.provider === 'ssl_wireless') return createSslWirelessSms(config);
  if (config.provider === 'bulksmsbd') return createBulkSmsBd(config);
  return createHttpSms(config);
}

/** The console outbox, one gateway, or a gateway that fails over to a second (DESIGN.md §14). */
export function createSmsSender(
  config: Config['sms'],
  deps: { log: FastifyBaseLogger; clock: Clock },
): SmsSender {
  if (config.provider === 'console') return createConsoleSms(deps);
  const primary = createSmsGateway(config.primary);
  return config.fallback ? createFailoverSms(primary, createSmsGateway(config.fallback)) : primary;
}
