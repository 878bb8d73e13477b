import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../lib/clock';
import { redactCredentials } from '../../lib/redact-url';
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
      // The outbox table keeps the text whole (the dev outbox shows it); the log, without its links' tokens.
      deps.log.info({ to: message.to, sms: redactCredentials(message.text) }, 'SMS (console outbox)');
      return { provider: 'console' };
    },
  };
}
