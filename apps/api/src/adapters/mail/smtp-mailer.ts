import nodemailer from 'nodemailer';
import type { Mailer } from './index';

/**
 * The whole conversation with the SMTP server for one message. nodemailer's own timeouts are per phase
 * and per idle socket: a server that answers a line every few seconds would never reach them.
 */
const SEND_DEADLINE_MS = 30_000;

/**
 * Staff email through an SMTP server (SMTP_URL, e.g. smtp://user:pass@mail.example.com:587). A refused,
 * unreachable or too slow server throws, and the outbox keeps the message for its next round.
 */
export function createSmtpMailer({ url, from }: { url: string; from: string }): Mailer {
  // Short timeouts: a dead server should cost one outbox round seconds, not minutes.
  const transport = nodemailer.createTransport({
    url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
    // After a send or an abort, how long a server that does not close its side keeps the socket.
    socketCloseTimeout: 1000,
  });
  return {
    provider: 'smtp',
    async send({ to, subject, text }, { signal } = {}) {
      const deadline = AbortSignal.timeout(SEND_DEADLINE_MS);
      try {
        const info = await transport.sendMail({
          from,
          to,
          subject,
          text,
          // nodemailer closes the connection when this aborts.
          signal: signal ? AbortSignal.any([signal, deadline]) : deadline,
        });
        if (info.rejected.length > 0) throw new Error(`SMTP refused ${info.rejected.join(', ')}`);
      } catch (err) {
        if (deadline.aborted)
          throw new Error(`SMTP server did not take the message within ${SEND_DEADLINE_MS} ms`);
        throw err;
      }
    },
    close: () => transport.close(),
  };
}
