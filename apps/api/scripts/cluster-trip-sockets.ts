// A step of the cluster journey (cluster-journey.ts): nginx sends every socket that names one trip's
// routing key to one API process, and the trips to both (deploy/nginx/edge.conf, docs/decisions/0026).
// Raw sockets, so that nothing but the edge chooses: each is opened through nginx's API origin and left
// before its auth is due.
import { createRequire } from 'node:module';
import { REALTIME_PATH, REALTIME_ROUTE_PARAM } from '@pothik/domain';

type WsClient = {
  on(event: 'upgrade', listener: (res: { headers: Record<string, string | undefined> }) => void): void;
  on(event: 'open', listener: () => void): void;
  on(event: 'error', listener: (err: Error) => void): void;
  on(event: 'message', listener: (data: Buffer) => void): void;
  close(): void;
};
const WebSocket = createRequire(import.meta.url)('ws') as new (
  url: string,
  options?: { headers: Record<string, string> },
) => WsClient;

const SOCKETS_PER_TRIP = 3;
// The consistent hash's ring is drawn from the processes' addresses, which are new ports each run: with
// 10 fixed trips, about 1 ring in 400 puts them all on one process. So trips are tried until every
// process has had one, at least MIN_TRIPS and at most MAX_TRIPS; past that, a process is not used.
const MIN_TRIPS = 10;
const MAX_TRIPS = 64;

/** The API process (nginx's X-Pothik-Api-Upstream) a socket that names `key` was given to. */
async function upstreamOf(apiOrigin: string, key: string): Promise<string> {
  const url = `${apiOrigin.replace(/^http/, 'ws')}${REALTIME_PATH}?${REALTIME_ROUTE_PARAM}=${key}`;
  const ws = new WebSocket(url);
  try {
    return await new Promise<string>((resolve, reject) => {
      let upstream: string | undefined;
      ws.on('upgrade', (res) => {
        upstream = res.headers['x-pothik-api-upstream'];
      });
      ws.on('open', () =>
        upstream ? resolve(upstream) : reject(new Error(`${url}: no X-Pothik-Api-Upstream`)),
      );
      ws.on('error', reject);
    });
  } finally {
    ws.close();
  }
}

/** Throws unless each trip's sockets met on one process and the trips used every process. */
export async function checkTripSocketsMeet(apiOrigin: string, processCount: number): Promise<string> {
  const byTrip = new Map<string, string>();
  for (let trip = 1; trip <= MAX_TRIPS; trip++) {
    if (trip > MIN_TRIPS && new Set(byTrip.values()).size >= processCount) break;
    const key = String(trip);
    const upstreams = new Set<string>();
    for (let i = 0; i < SOCKETS_PER_TRIP; i++) upstreams.add(await upstreamOf(apiOrigin, key));
    if (upstreams.size !== 1) throw new Error(`trip key ${key}: sockets on ${[...upstreams].join(' and ')}`);
    byTrip.set(key, [...upstreams][0]!);
  }
  const used = new Set(byTrip.values());
  if (used.size !== processCount) {
    throw new Error(`${byTrip.size} trips' sockets on ${used.size} of ${processCount} API processes`);
  }
  return `${byTrip.size} trips × ${SOCKETS_PER_TRIP} sockets: each trip's on one process, ${used.size} processes used`;
}

/**
 * The first message of a console socket (`path`) opened through nginx with the staff session's cookie:
 * the edge must pass the upgrade on for the console's sockets as for the realtime one.
 */
export async function firstStaffSocketMessage(apiOrigin: string, path: string, cookie: string) {
  const ws = new WebSocket(`${apiOrigin.replace(/^http/, 'ws')}${path}`, { headers: { cookie } });
  try {
    return await new Promise<unknown>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${path}: no message within 5 s`)), 5_000);
      ws.on('message', (data) => {
        clearTimeout(timer);
        resolve(JSON.parse(data.toString('utf8')));
      });
      ws.on('error', (err) => {
        clearTimeout(timer);
        reject(err);
      });
    });
  } finally {
    ws.close();
  }
}
