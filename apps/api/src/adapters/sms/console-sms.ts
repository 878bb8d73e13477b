import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../lib/clock';
import { insertOutboxMessage } from './outbox-repo';
import type { SmsSender } from './types';

/** The local default: nothing leaves the machine; the message goes to the log and the outbox table. */
export function createConsoleSms(deps: { log: FastifyBaseLogger; clock: Clock }): SmsSender {
  return {
    provider: 'console',
    async send(message, db) {
      await insertOutboxMessage(db, {
        recipient: message.to,
        body: message.text,
        code: message.code ?? null,
        createdAt: deps.clock.now(),
      });
      deps.log.info({ to: message.to, sms: message.text }, 'SMS (console outbox)');
      return { provider: 'console' };
    },
  };
}
