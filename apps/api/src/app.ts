import { randomUUID } from 'node:crypto';
import type { Agent } from 'node:https';
import cors from '@fastify/cors';
import formbody from '@fastify/formbody';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyPluginAsync, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import adaptersPlugin from './adapters/plugin';
import { type Config, ConfigError } from './config';
import { type Database, openDatabase } from './db/client';
import { productionDatabaseProblems } from './db/production-database';
import { seed } from './db/seed';
import { type AdjustableClock, type Clock, createAdjustableClock, systemClock } from './lib/clock';
import { inDependencyOrder } from './lib/plugin-order';
import { serializeRequest } from './lib/redact-url';
import { fastifyTrustProxy } from './lib/trust-proxy';
import { adminPlugin } from './modules/admin';
import { allowsCredentials, authPlugin, postgresRateLimitStore, REFRESH_COOKIE } from './modules/auth';
import { bookingPlugin } from './modules/booking';
import { carsPlugin } from './modules/cars';
import { contentPlugin } from './modules/content';
import { demoFleetPlugin } from './modules/demo-fleet';
import { devPlugin, isDevToolsEnabled } from './modules/dev';
import { driversPlugin } from './modules/drivers';
import { faresPlugin } from './modules/fares';
import { geoPlugin } from './modules/geo';
import { healthPlugin } from './modules/health';
import { idempotencyPlugin } from './modules/idempotency';
import { leadsPlugin } from './modules/leads';
import { notificationsPlugin } from './modules/notifications';
import { paymentsPlugin } from './modules/payments';
import { picturesPlugin } from './modules/pictures';
import { profilePlugin } from './modules/profile';
import { promosPlugin } from './modules/promos';
import { pushPlugin } from './modules/push';
import { realtimePlugin } from './modules/realtime';
import { schedulerPlugin } from './modules/scheduler';
import { settingsPlugin } from './modules/settings';
import { subscriptionsPlugin } from './modules/subscriptions';
import { supportPlugin } from './modules/support';
import adminConsole from './plugins/admin-console';
import { apiDocsPageOptions } from './plugins/api-docs-page';
import { apiDocumentOptions } from './plugins/api-document';
import databasePlugin from './plugins/database';
import errorsPlugin from './plugins/errors';
import imagesPlugin from './plugins/images';
import jobsPlugin from './plugins/jobs';
import metricsPlugin from './plugins/metrics';
import refuseUnsafeInputPlugin from './plugins/refuse-unsafe-input';

/** What a module's plugin is given: how push reaches the push services, the clock the dev tools move. */
type ModuleOptions = { agent?: Agent; adjustableClock?: AdjustableClock };

/**
 * Every module of the API as its one plugin (modules/<name>/plugin.ts). Each declares the modules it
 * depends on; they are registered in an order those declarations allow (Fastify checks them).
 */
const modulePlugins: readonly FastifyPluginAsync<ModuleOptions>[] = [
  healthPlugin,
  authPlugin,
  settingsPlugin,
  geoPlugin,
  idempotencyPlugin,
  contentPlugin,
  carsPlugin,
  driversPlugin,
  promosPlugin,
  faresPlugin,
  picturesPlugin,
  notificationsPlugin,
  paymentsPlugin,
  pushPlugin,
  profilePlugin,
  subscriptionsPlugin,
  bookingPlugin,
  realtimePlugin,
  devPlugin,
  demoFleetPlugin,
  leadsPlugin,
  schedulerPlugin,
  supportPlugin,
  adminPlugin,
];

export type BuildOptions = {
  config: Config;
  /** An already opened database (tests share their own); otherwise opened from config. */
  database?: Database;
  logger?: FastifyServerOptions['logger'];
  /** Tests pass a controllable clock. */
  clock?: Clock;
  /** How push reaches the push services (tests: an agent trusting the local push service's certificate). */
  pushAgent?: Agent;
};

/** Builds the whole API; server.ts only listens, tests inject. */
export async function buildApp({
  config,
  database,
  logger,
  clock: baseClock = systemClock,
  pushAgent,
}: BuildOptions) {
  const adjustableClock =
    config.devClock && isDevToolsEnabled(config) ? createAdjustableClock(baseClock) : undefined;
  const clock = adjustableClock ?? baseClock;
  const app = Fastify({
    // Every request's log line, whoever configured the logger, leaves out the URL's credentials.
    logger: withRequestSerializer(logger ?? { level: config.logLevel }),
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    },
    bodyLimit: 1_048_576,
    // Longer than any proxy's idle upstream connections (nginx's keepalive_timeout is 60 s): the proxy
    // closes an idle connection first, never sends a request on one this server is closing.
    keepAliveTimeout: 75_000,
    trustProxy: fastifyTrustProxy(config.trustProxy),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('clock', clock);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  const isProduction = config.env === 'production';
  if (isProduction && config.localFakes)
    app.log.warn(
      'LOCAL_FAKES=1: the SMS gateway and Turnstile may be fakes on this machine (npm run cluster); never on a real server',
    );
  const db = database ?? (await openDatabase(config.database, { migrate: !isProduction }));
  if (isProduction) {
    const problems = await productionDatabaseProblems(db.db);
    if (problems.length > 0) {
      if (!database) await db.close();
      throw new ConfigError('Refusing to start in production:', problems);
    }
  }
  // Production: reference data only. The demo's content, drivers and promos never reach a production
  // database, whatever DEMO says.
  await seed(db.db, { demo: !isProduction });

  await app.register(errorsPlugin);
  await app.register(refuseUnsafeInputPlugin);
  await app.register(databasePlugin, { database: db });
  // Before the modules: they report to it (app.metrics) as they register.
  await app.register(metricsPlugin);
  // Before the modules: they add their timed jobs to it.
  await app.register(jobsPlugin);
  await app.register(helmet, {
    contentSecurityPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
  // Credentials (the browser's refresh cookie) only where that cookie is read or set, and only for the
  // web's origins: the staff console's cookie must never ride on a request a public page can read.
  const corsOptions = {
    origin: config.webOrigins,
    allowedHeaders: ['content-type', 'authorization', 'idempotency-key', 'x-request-id', 'x-share-token'],
    methods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
  };
  await app.register(cors, {
    delegator: (request, done) =>
      done(null, { ...corsOptions, credentials: allowsCredentials(config, request) }),
  });
  // The routes that opt in (place search, campaign tracking) count per address; the plugin's own key
  // already takes an IPv6 client's /64 and an IPv4-mapped address as IPv4, as lib/ip-limit-key.ts does.
  // The counters are rows in PostgreSQL, so a limit holds across every API process (DESIGN.md §13).
  await app.register(rateLimit, { global: false, store: postgresRateLimitStore(db.db, clock) });
  await app.register(formbody);
  await app.register(swagger, apiDocumentOptions(config, { refreshCookie: REFRESH_COOKIE }));
  // The document is built either way (the fuzz benchmark reads it); production serves it on request only.
  if (config.apiDocs) await app.register(await swaggerUi(), apiDocsPageOptions(config));
  await app.register(adaptersPlugin);
  await app.register(imagesPlugin);
  for (const plugin of inDependencyOrder(modulePlugins)) {
    await app.register(plugin, { agent: pushAgent, adjustableClock });
  }
  await app.register(adminConsole);
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    clock: Clock;
  }
}

/** The document's UI, loaded only when served: the production image leaves the package out. */
async function swaggerUi() {
  try {
    return (await import('@fastify/swagger-ui')).default;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ERR_MODULE_NOT_FOUND') throw err;
    throw new ConfigError('Cannot serve the API document:', [
      'API_DOCS=1 needs @fastify/swagger-ui, which this installation (the production image) leaves out: unset API_DOCS',
    ]);
  }
}

function withRequestSerializer(logger: NonNullable<FastifyServerOptions['logger']>) {
  if (typeof logger !== 'object') return logger;
  return { ...logger, serializers: { req: serializeRequest, ...logger.serializers } };
}
