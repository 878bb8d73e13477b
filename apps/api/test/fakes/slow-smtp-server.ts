import type { AddressInfo } from 'node:net';
import { createServer, type Socket } from 'node:net';

/**
 * An SMTP server that greets and answers EHLO, then answers MAIL FROM one continuation line at a time
 * (`250-wait`), never the last line: every per-phase and idle-socket timeout of a client is reset by
 * each line, so only a deadline on the whole conversation ends it. Counts the connections the client
 * hung up on.
 */
export async function startSlowSmtpServer(everyMs = 200) {
  const open = new Set<Socket>();
  const state = { connections: 0, hungUp: 0 };
  const server = createServer((socket) => {
    state.connections += 1;
    open.add(socket);
    let timer: NodeJS.Timeout | undefined;
    socket.on('close', () => {
      clearInterval(timer);
      open.delete(socket);
      state.hungUp += 1;
    });
    socket.on('error', () => {});
    socket.write('220 slow.test ESMTP\r\n');
    let buffer = '';
    socket.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('utf8');
      let end = buffer.indexOf('\r\n');
      while (end >= 0) {
        const line = buffer.slice(0, end).toUpperCase();
        buffer = buffer.slice(end + 2);
        if (line.startsWith('EHLO') || line.startsWith('HELO')) socket.write('250 slow.test\r\n');
        else if (line.startsWith('MAIL FROM'))
          timer ??= setInterval(() => socket.write('250-wait\r\n'), everyMs);
        else if (line.startsWith('QUIT')) socket.end('221 bye\r\n');
        end = buffer.indexOf('\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${(server.address() as AddressInfo).port}`,
    state,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of open) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
