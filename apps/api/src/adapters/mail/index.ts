import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import { createSmtpMailer } from './smtp-mailer';

export type MailMessage = { to: string; subject: string; text: string };

/**
 * Sends an email. Throws when the message was not accepted, so the outbox tries again later, or when
 * the server has not taken it by the mailer's own deadline or by the time `signal` aborts.
 */
export type Mailer = {
  readonly provider: 'console' | 'smtp';
  send(message: MailMessage, options?: { signal?: AbortSignal }): Promise<void>;
  close?(): void;
};

/** The local default: nothing leaves the machine; the email goes to the log. */
export function createConsoleMailer(log: FastifyBaseLogger): Mailer {
  return {
    provider: 'console',
    async send(message) {
      log.info({ mail: message }, 'email (console)');
    },
  };
}

export function createMailer(config: Config['mail'], log: FastifyBaseLogger): Mailer {
  return config.provider === 'smtp' ? createSmtpMailer(config) : createConsoleMailer(log);
}
