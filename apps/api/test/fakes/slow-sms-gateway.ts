import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { FAKE_SMS_KEY } from './sms-gateway';

type Sent = { to: string; message: string; sender_id: string };

/**
 * The JSON SMS gateway of sms-gateway.ts (POST /send {to, message, sender_id}, bearer key) that can be
 * made to hang: a message to a number in `hangFor` gets no answer until `release()`, as a gateway that
 * is overloaded or half down. `received(to)` resolves once a message to `to` has arrived.
 */
export async function startSlowSmsGateway() {
  const hangFor = new Set<string>();
  const held: ServerResponse[] = [];
  const sent: Sent[] = [];
  const waiting: { to: string; resolve: () => void }[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.headers.authorization !== `Bearer ${FAKE_SMS_KEY}`) {
        res.writeHead(401, { 'content-type': 'application/json' }).end('{"error":"bad key"}');
        return;
      }
      const message = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Sent;
      sent.push(message);
      for (const wait of waiting.filter((w) => w.to === message.to)) wait.resolve();
      if (hangFor.has(message.to)) {
        held.push(res);
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"queued"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    sendUrl: `http://127.0.0.1:${port}/send`,
    hangFor,
    sent,
    received: (to: string) =>
      new Promise<void>((resolve) => {
        if (sent.some((m) => m.to === to)) resolve();
        else waiting.push({ to, resolve });
      }),
    /** Answers the held messages (late) and stops holding new ones. */
    release() {
      hangFor.clear();
      for (const res of held.splice(0)) {
        if (!res.destroyed)
          res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"late"}');
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
