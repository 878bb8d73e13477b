/**
 * The part of a `ws` WebSocket the server uses. Declared here because `ws` ships no types (and
 * @types/ws is not installed); @fastify/websocket hands the route a real `ws` socket.
 */
export interface RealtimeSocket {
  readonly readyState: number;
  /** Bytes queued but not yet sent: how far behind a slow client is. */
  readonly bufferedAmount: number;
  send(data: string): void;
  ping(): void;
  close(code?: number, reason?: string): void;
  terminate(): void;
  on(event: 'message', listener: (data: RawMessage, isBinary: boolean) => void): this;
  on(event: 'pong', listener: () => void): this;
  on(event: 'close', listener: (code: number, reason: Buffer) => void): this;
}

export type RawMessage = Buffer | ArrayBuffer | Buffer[];

export const SOCKET_OPEN = 1;
export const SOCKET_CLOSING = 2;

export function messageText(data: RawMessage): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  if (Buffer.isBuffer(data)) return data.toString('utf8');
  return Buffer.from(data).toString('utf8');
}
