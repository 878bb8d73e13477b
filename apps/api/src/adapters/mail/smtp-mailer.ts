import nodemailer from 'nodemailer';
import type { Mailer } from './index';

/**
 * Staff email through an SMTP server (SMTP_URL, e.g. smtp://user:pass@mail.example.com:587). A refused
 * or unreachable server throws, and the outbox keeps the message for its next round.
 */
export function createSmtpMailer({ url, from }: { url: string; from: string }): Mailer {
  // Short timeouts: a dead server should cost one outbox round seconds, not minutes.
  const transport = nodemailer.createTransport({
    url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    provider: 'smtp',
    async send({ to, subject, text }) {
      const info = await transport.sendMail({ from, to, subject, text });
      if (info.rejected.length > 0) throw new Error(`SMTP refused ${info.rejected.join(', ')}`);
    },
    close: () => transport.close(),
  };
}
