import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { z } from 'zod';
import { refusalBody, unauthorized } from '../lib/errors';

/** What an outbox has waiting: its unsent rows and how long the oldest has waited. */
export type OutboxBacklog = { depth: number; oldestAgeSeconds: number };

/**
 * What modules report, through `app.metrics` (DESIGN.md §13). Counting is a call; what is read at
 * scrape time (an outbox's backlog, the open sockets) is registered once as a function.
 */
export type Metrics = {
  /** For a cache's `onLookup`: counts its hits and misses under `name`. */
  cacheLookups(name: string): (hit: boolean) => void;
  /** An outbox the scrape reads (one query each): notification owners register theirs. */
  registerOutbox(name: string, read: () => Promise<OutboxBacklog>): void;
  loginCodeSent(role: string): void;
  /** A login refused by a limit or a check, by its refusal code. */
  loginRefused(role: string, reason: string): void;
  registerWebsockets(openConnections: () => number): void;
  websocketMessage(direction: 'received' | 'sent'): void;
  /** A timed job's round ended (src/plugins/jobs.ts). */
  jobRound(job: string, outcome: 'success' | 'failure', at: Date): void;
};

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

const metricsBodySchema = z.string().describe('Prometheus text format 0.0.4');
const refusalSchema = z.object({ message: z.string(), code: z.string().optional() });

/**
 * Prometheus metrics of this process at GET /metrics. Not for the internet: with METRICS_TOKEN set only a
 * scraper that sends it as a bearer token is answered; without one it is open outside production (the
 * demo on localhost) and absent in production.
 */
export default fp(
  async function metrics(app: FastifyInstance) {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });

    const requestDuration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP requests by method, route pattern and status code, from arrival to the last byte',
      labelNames: ['method', 'route', 'status_code'],
      registers: [registry],
    });
    app.addHook('onResponse', async (request, reply) => {
      requestDuration.observe(
        { method: request.method, route: routeLabel(request), status_code: reply.statusCode },
        reply.elapsedTime / 1000,
      );
    });

    const queryDuration = new Histogram({
      name: 'pothik_db_query_duration_seconds',
      help: 'Database statements, as long as the app waited for each',
      buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
      registers: [registry],
    });
    const stopTiming = app.database.onQuery((ms) => queryDuration.observe(ms / 1000));
    app.addHook('onClose', async () => stopTiming());
    const pool = app.database.pool;
    if (pool) {
      new Gauge({
        name: 'pothik_db_pool_connections',
        help: 'PostgreSQL pool connections: open (total), idle, and requests waiting for one',
        labelNames: ['state'],
        registers: [registry],
        collect() {
          this.set({ state: 'total' }, pool.totalCount);
          this.set({ state: 'idle' }, pool.idleCount);
          this.set({ state: 'waiting' }, pool.waitingCount);
        },
      });
    }

    const outboxes = new Map<string, () => Promise<OutboxBacklog>>();
    // Both gauges from one read per outbox and scrape. The registry collects its metrics at once, not
    // one after the other: each gauge waits for the same read, or one of them would show the last
    // scrape's figure.
    let reading: Promise<void> | undefined;
    const readOutboxes = () => {
      reading ??= (async () => {
        for (const [name, read] of outboxes) {
          const { depth, oldestAgeSeconds } = await read();
          outboxDepth.set({ outbox: name }, depth);
          outboxAge.set({ outbox: name }, oldestAgeSeconds);
        }
      })().finally(() => {
        reading = undefined;
      });
      return reading;
    };
    const outboxAge = new Gauge({
      name: 'pothik_outbox_oldest_age_seconds',
      help: 'How long the oldest unsent row of each outbox has waited (0 when none)',
      labelNames: ['outbox'],
      registers: [registry],
      collect: readOutboxes,
    });
    const outboxDepth = new Gauge({
      name: 'pothik_outbox_depth',
      help: 'Unsent rows of each outbox',
      labelNames: ['outbox'],
      registers: [registry],
      collect: readOutboxes,
    });

    const loginCodes = new Counter({
      name: 'pothik_login_codes_sent_total',
      help: 'Login codes sent by SMS',
      labelNames: ['role'],
      registers: [registry],
    });
    const loginRefusals = new Counter({
      name: 'pothik_login_refusals_total',
      help: 'Login requests refused by a limit or a check, by refusal code',
      labelNames: ['role', 'reason'],
      registers: [registry],
    });
    const cacheLookups = new Counter({
      name: 'pothik_cache_lookups_total',
      help: 'In-process cache lookups by cache and result (hit or miss)',
      labelNames: ['cache', 'result'],
      registers: [registry],
    });
    let openSockets = () => 0;
    new Gauge({
      name: 'pothik_websocket_connections',
      help: 'Open real-time WebSocket connections',
      registers: [registry],
      collect() {
        this.set(openSockets());
      },
    });
    // Counted in plain numbers and added to the counter when /metrics is read: each driver's point is
    // four messages (issue 43), and prom-client's inc (a label hash and a map write each) showed in
    // bench tracking's profiles of the API.
    const socketMessageCounts = { received: 0, sent: 0 };
    new Counter({
      name: 'pothik_websocket_messages_total',
      help: 'Real-time WebSocket messages, received from clients and sent to them',
      labelNames: ['direction'],
      registers: [registry],
      collect() {
        for (const direction of ['received', 'sent'] as const) {
          const count = socketMessageCounts[direction];
          socketMessageCounts[direction] = 0;
          if (count > 0) this.inc({ direction }, count);
        }
      },
    });

    const jobRounds = new Counter({
      name: 'pothik_job_runs_total',
      help: 'Rounds of each timed job run by this process, by outcome',
      labelNames: ['job', 'outcome'],
      registers: [registry],
    });
    const jobLastSuccess = new Gauge({
      name: 'pothik_job_last_success_timestamp_seconds',
      help: "When each timed job's last successful round in this process ended (Unix seconds)",
      labelNames: ['job'],
      registers: [registry],
    });

    app.decorate('metrics', {
      cacheLookups: (name) => (hit) => cacheLookups.inc({ cache: name, result: hit ? 'hit' : 'miss' }),
      registerOutbox: (name, read) => {
        outboxes.set(name, read);
      },
      loginCodeSent: (role) => loginCodes.inc({ role }),
      loginRefused: (role, reason) => loginRefusals.inc({ role, reason }),
      registerWebsockets: (count) => {
        openSockets = count;
      },
      websocketMessage: (direction) => {
        socketMessageCounts[direction] += 1;
      },
      jobRound: (job, outcome, at) => {
        jobRounds.inc({ job, outcome });
        if (outcome === 'success') jobLastSuccess.set({ job }, at.getTime() / 1000);
      },
    } satisfies Metrics);

    const { token } = app.config.metrics;
    const isOpen = token === undefined && app.config.env !== 'production';
    app.withTypeProvider<ZodTypeProvider>().get(
      '/metrics',
      {
        schema: {
          tags: ['system'],
          summary: 'Prometheus metrics of this API process (bearer: METRICS_TOKEN)',
          security: isOpen ? [] : [{ bearer: [] }],
          response: { 200: metricsBodySchema, 401: refusalSchema, 404: refusalSchema },
        },
      },
      async (request, reply) => {
        if (token === undefined && !isOpen) return reply.code(404).send(refusalBody('routeNotFound'));
        if (token !== undefined && !bearerMatches(request, token)) {
          reply.header('www-authenticate', 'Bearer');
          throw unauthorized();
        }
        return reply.type(registry.contentType).send(await registry.metrics());
      },
    );
  },
  { name: 'metrics' },
);

/** The route's pattern (`/web/get/blog/slug/:slug`), never the URL: one series per route, not per post. */
function routeLabel(request: FastifyRequest): string {
  return request.routeOptions.url ?? 'unmatched';
}

const digest = (text: string) => createHash('sha256').update(text).digest();

function bearerMatches(request: FastifyRequest, token: string): boolean {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return false;
  return timingSafeEqual(digest(header.slice('Bearer '.length)), digest(token));
}
