import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { to: string[]; data: string };

/** A mail server on 127.0.0.1 that keeps what it is sent: the SMTP adapter's real counterpart in tests. */
export async function startSmtpInbox() {
  const received: ReceivedMail[] = [];
  const waiting: { count: number; resolve: () => void }[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          data: Buffer.concat(chunks).toString('utf8'),
        });
        for (const wait of waiting.filter((w) => received.length >= w.count)) wait.resolve();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** Resolves once `count` messages in all have arrived. */
    untilReceived: (count: number) =>
      new Promise<void>((resolve) => {
        if (received.length >= count) resolve();
        else waiting.push({ count, resolve });
      }),
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}
