// One API process for bench realtime, started by realtime.ts with an IPC channel. It is the real app
// (src/app.ts) on PGlite, or on the PostgreSQL database named by BENCH_RT_DATABASE_URL, plus three
// bench-only messages: the time each trip event is published (the trip-events seam is called right
// after the commit returns), clock readings so the parent can line up the two processes' clocks, and
// a bare broadcast to every socket, the baseline without NOTIFY or database reads. Bench tracking also
// asks it for trips to drive and the size of the track tables (tracking-seed.ts).
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { seedTrackedTrips, trackTableBytes } from './tracking-seed';

type FromParent =
  | { kind: 'clock'; id: number }
  | { kind: 'broadcast'; seq: number }
  | { kind: 'stop' }
  | { kind: 'seed'; count: number; run: number }
  | { kind: 'sizes' };
type BenchSocket = { readyState: number; send: (text: string) => void };

const now = () => performance.timeOrigin + performance.now();
const send = (message: object) => process.send?.(message);

const config = loadConfig({
  NODE_ENV: 'test',
  PGLITE_DIR: 'memory',
  LOG_LEVEL: 'silent',
  DATABASE_URL: process.env.BENCH_RT_DATABASE_URL || undefined,
  EXPIRY_INTERVAL_SEC: '0',
  TRACKING_INTERVAL_SEC: '0',
  // Bench tracking opens thousands of sockets at once on a shared machine; how fast they sign in is not
  // what it measures.
  REALTIME_AUTH_TIMEOUT_SEC: '60',
  // Bench tracking's share-page viewers poll as families on their own addresses would (the per-IP limit).
  TRUST_PROXY: '127.0.0.1',
});
const app = await buildApp({ config, logger: false });
await app.ready();

const publish = app.tripEvents.publish;
app.tripEvents.publish = async (event) => {
  const at = now();
  await publish(event);
  // Reported after the NOTIFY is sent, so the report never delays it.
  send({ kind: 'committed', trip_id: event.trip_id, at });
};

process.on('message', async (message: FromParent) => {
  if (message.kind === 'clock') send({ kind: 'clock', id: message.id, at: now() });
  if (message.kind === 'broadcast') {
    const text = JSON.stringify({ type: 'bench.baseline', seq: message.seq, from: process.pid });
    const at = now();
    for (const socket of app.websocketServer.clients as Set<BenchSocket>) {
      if (socket.readyState === 1) socket.send(text);
    }
    send({ kind: 'broadcast', seq: message.seq, at });
  }
  if (message.kind === 'seed')
    send({ kind: 'seeded', trips: await seedTrackedTrips(app, message.count, message.run) });
  if (message.kind === 'sizes') send({ kind: 'sizes', bytes: await trackTableBytes(app) });
  if (message.kind === 'stop') {
    await app.close();
    process.exit(0);
  }
});

const url = await app.listen({ host: '127.0.0.1', port: 0 });
send({ kind: 'listening', url });
