import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';

export type EnvelopeItem = {
  header: { type: string; length?: number } & Record<string, unknown>;
  payload: unknown;
};
export type ReceivedEnvelope = {
  project: string;
  /** The query's and the header's credentials (sentry_key / X-Sentry-Auth), as the real ingest reads them. */
  publicKey: string | null;
  header: Record<string, unknown>;
  items: EnvelopeItem[];
  /** The body as it arrived, decoded: for asserting what must never be in it. */
  raw: string;
};

/**
 * Parses Sentry's envelope format: a JSON header line, then items, each a JSON header line and a
 * payload that is either `length` bytes (then a newline) or, without `length`, the rest of its line.
 * https://develop.sentry.dev/sdk/foundations/transport/envelopes/
 */
export function parseEnvelope(body: Buffer): { header: Record<string, unknown>; items: EnvelopeItem[] } {
  let offset = 0;
  const readLine = () => {
    const end = body.indexOf(0x0a, offset);
    const line = body.subarray(offset, end === -1 ? body.length : end);
    offset = end === -1 ? body.length : end + 1;
    return line.toString('utf8');
  };
  const header = JSON.parse(readLine()) as Record<string, unknown>;
  const items: EnvelopeItem[] = [];
  while (offset < body.length) {
    const headerLine = readLine();
    if (headerLine.trim() === '') continue;
    const itemHeader = JSON.parse(headerLine) as EnvelopeItem['header'];
    let payload: Buffer;
    if (typeof itemHeader.length === 'number') {
      payload = body.subarray(offset, offset + itemHeader.length);
      offset += itemHeader.length;
      if (body[offset] === 0x0a) offset += 1;
    } else {
      payload = Buffer.from(readLine(), 'utf8');
    }
    const text = payload.toString('utf8');
    const isJson = itemHeader.type !== 'attachment';
    items.push({ header: itemHeader, payload: isJson && text ? JSON.parse(text) : text });
  }
  return { header, items };
}

function decode(body: Buffer, encoding: string | undefined): Buffer {
  if (encoding === 'gzip') return gunzipSync(body);
  if (encoding === 'deflate') return inflateSync(body);
  if (encoding === 'br') return brotliDecompressSync(body);
  return body;
}

/**
 * A stand-in for Sentry's (or GlitchTip's) ingest on 127.0.0.1: accepts POST /api/<project>/envelope/
 * as Sentry does, in any of the content encodings an SDK may use, and keeps the parsed envelopes.
 */
export async function startFakeSentry() {
  const envelopes: ReceivedEnvelope[] = [];
  const waiters: (() => void)[] = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const match = /^\/api\/([^/]+)\/envelope\/$/.exec(url.pathname);
    if (req.method !== 'POST' || !match) {
      res.writeHead(404).end();
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = decode(Buffer.concat(chunks), req.headers['content-encoding']);
      const auth = /sentry_key=([^,\s]+)/.exec(String(req.headers['x-sentry-auth'] ?? ''))?.[1];
      const parsed = parseEnvelope(body);
      envelopes.push({
        project: match[1] ?? '',
        publicKey: url.searchParams.get('sentry_key') ?? auth ?? null,
        ...parsed,
        raw: body.toString('utf8'),
      });
      for (const wake of waiters.splice(0)) wake();
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ id: parsed.header.event_id ?? null }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const events = () =>
    envelopes.flatMap((envelope) =>
      envelope.items
        .filter((item) => item.header.type === 'event')
        .map((item) => ({ envelope, event: item.payload as SentryEvent })),
    );
  return {
    /** A DSN pointing here: public key `fakekey`, project 42. */
    dsn: `http://fakekey@127.0.0.1:${port}/42`,
    envelopes,
    events,
    /** Resolves once `count` events have arrived. */
    async waitForEvents(count: number) {
      while (events().length < count) await new Promise<void>((resolve) => waiters.push(resolve));
      return events();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SentryEvent = {
  event_id: string;
  level?: string;
  environment?: string;
  release?: string;
  tags?: Record<string, string>;
  request?: Record<string, unknown>;
  exception?: { values: { type: string; value: string; stacktrace?: { frames: unknown[] } }[] };
};
