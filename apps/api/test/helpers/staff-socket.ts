import { createRequire } from 'node:module';

// A console socket opened as the browser would: the staff session's cookie on the upgrade.

type Ws = {
  close(): void;
  on(event: 'open', listener: () => void): Ws;
  on(event: 'message', listener: (data: Buffer) => void): Ws;
  on(event: 'close', listener: (code: number, reason: Buffer) => void): Ws;
  on(event: 'error', listener: (err: Error) => void): Ws;
  on(event: 'unexpected-response', listener: (req: unknown, res: { statusCode: number }) => void): Ws;
};
const WebSocket = createRequire(import.meta.url)('ws') as new (
  url: string,
  options: { headers: Record<string, string> },
) => Ws;

export type StaffSocket = {
  messages: { type: string; id?: number; trip_id?: number; data?: Record<string, unknown> }[];
  closed: Promise<number>;
  /** Waits up to 5 s for a message of `type` (and `count` of them). */
  next: (type: string, count?: number) => Promise<void>;
  close: () => void;
};

/** Opens `path` (under the API's address `baseUrl`) with `cookie`; the HTTP status if the upgrade is refused. */
export function openStaffSocket(
  baseUrl: string,
  path: string,
  cookie: string | undefined,
): Promise<StaffSocket | number> {
  const ws = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}${path}`, { headers: cookie ? { cookie } : {} });
  const messages: StaffSocket['messages'] = [];
  let wake = () => {};
  ws.on('message', (data) => {
    messages.push(JSON.parse(data.toString('utf8')));
    wake();
  });
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  // Up to 5 s: 100 waits of at most 50 ms each.
  const next = async (type: string, count = 1) => {
    for (let tries = 0; messages.filter((m) => m.type === type).length < count; tries++) {
      if (tries === 100) throw new Error(`no ${type}: ${JSON.stringify(messages)}`);
      await new Promise<void>((resolve) => {
        wake = resolve;
        setTimeout(resolve, 50);
      });
    }
  };
  return new Promise((resolve, reject) => {
    ws.on('open', () => resolve({ messages, closed, next, close: () => ws.close() }));
    ws.on('unexpected-response', (_req, res) => resolve(res.statusCode));
    ws.on('error', reject);
  });
}
