import { randomUUID } from 'node:crypto';
import type { Agent } from 'node:https';
import cors from '@fastify/cors';
import formbody from '@fastify/formbody';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import geocoderPlugin from './adapters/geocoder/plugin';
import adaptersPlugin from './adapters/plugin';
import { type Config, ConfigError } from './config';
import { type Database, openDatabase } from './db/client';
import { productionDatabaseProblems } from './db/production-database';
import { seed } from './db/seed';
import { type Clock, createAdjustableClock, systemClock } from './lib/clock';
import { serializeRequest } from './lib/redact-url';
import { fastifyTrustProxy } from './lib/trust-proxy';
import adminApi from './modules/admin/plugin';
import authenticatePlugin from './modules/auth/authenticate';
import authRoutes from './modules/auth/routes';
import { allowsCredentials, postgresRateLimitStore } from './modules/auth/service';
import driverBidRoutes from './modules/booking/bids/driver-routes';
import passengerBidRoutes from './modules/booking/bids/passenger-routes';
import driverRoutes from './modules/booking/driver/routes';
import fareGuidanceCachePlugin from './modules/booking/fare-guidance/guidance-cache';
import fareGuidanceRoutes from './modules/booking/fare-guidance/routes';
import reviewRoutes from './modules/booking/reviews/routes';
import tripRoutes from './modules/booking/trips/routes';
import tripEventsPlugin from './modules/booking/trips/trip-events';
import tripListCachePlugin from './modules/booking/trips/trip-list-cache';
import carRoutes from './modules/cars/routes';
import contentCachePlugin from './modules/content/content-cache';
import contentRoutes from './modules/content/routes';
import demoFleetPlugin from './modules/demo-fleet/plugin';
import devClockRoutes from './modules/dev/clock-routes';
import devDriverRoutes from './modules/dev/driver-routes';
import devRoutes from './modules/dev/routes';
import { isDevToolsEnabled } from './modules/dev/service';
import { driverLoginStanding } from './modules/drivers/service';
import pricingCachePlugin from './modules/fares/pricing-cache';
import fareRoutes from './modules/fares/routes';
import geoRoutes from './modules/geo/routes';
import healthRoutes from './modules/health/routes';
import idempotencyPlugin from './modules/idempotency/plugin';
import leadRoutes from './modules/leads/routes';
import notificationOutboxPlugin from './modules/notifications/plugin';
import notificationPreferenceRoutes from './modules/notifications/preference-routes';
import { googleLinkNotice } from './modules/profile/google-link-notices';
import googleLinkRoutes from './modules/profile/google-link-routes';
import profileRoutes from './modules/profile/routes';
import promoRoutes from './modules/promos/routes';
import pushPlugin from './modules/push/plugin';
import pushRoutes from './modules/push/routes';
import { forgetDevicesOfLogin } from './modules/push/service';
import realtimePlugin from './modules/realtime/plugin';
import schedulerPlugin from './modules/scheduler/plugin';
import adminConsole from './plugins/admin-console';
import { apiDocsPageOptions } from './plugins/api-docs-page';
import { apiDocumentOptions } from './plugins/api-document';
import databasePlugin from './plugins/database';
import errorsPlugin from './plugins/errors';
import imagesPlugin from './plugins/images';
import metricsPlugin from './plugins/metrics';
import refuseUnsafeInputPlugin from './plugins/refuse-unsafe-input';

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
  await app.register(helmet, {
    contentSecurityPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
  // Credentials (the browser's refresh cookie) only where that cookie is read or set, and only for the
  // web's origins: the staff console's cookie must never ride on a request a public page can read.
  const corsOptions = {
    origin: config.webOrigins,
    allowedHeaders: ['content-type', 'authorization', 'idempotency-key', 'x-request-id'],
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
  await app.register(swagger, apiDocumentOptions(config));
  // The document is built either way (the fuzz benchmark reads it); production serves it on request only.
  if (config.apiDocs) await app.register(await swaggerUi(), apiDocsPageOptions(config));
  await app.register(adaptersPlugin);
  await app.register(geocoderPlugin);
  await app.register(authenticatePlugin);
  await app.register(idempotencyPlugin);
  // Before trip-events: it decorates `tripEvents` with the LISTEN/NOTIFY publisher.
  await app.register(realtimePlugin);
  await app.register(tripEventsPlugin);
  await app.register(fareGuidanceCachePlugin);
  await app.register(tripListCachePlugin);
  await app.register(contentCachePlugin);
  await app.register(pricingCachePlugin);
  await app.register(schedulerPlugin);
  await app.register(notificationOutboxPlugin);
  // After the outbox: it registers the push channel there.
  await app.register(pushPlugin, { agent: pushAgent });
  await app.register(demoFleetPlugin);

  await app.register(healthRoutes);
  await app.register(imagesPlugin);
  await app.register(
    async (v3) => {
      await v3.register(carRoutes);
      await v3.register(fareRoutes);
      await v3.register(fareGuidanceRoutes);
      await v3.register(geoRoutes, { prefix: '/geo' });
      // A logout also ends what the login's device hears by push.
      const onLogout = forgetDevicesOfLogin;
      await v3.register(authRoutes, {
        prefix: '/user',
        role: 'passenger',
        onGoogleLinked: googleLinkNotice(app.config.brand.name),
        onLogout,
      });
      await v3.register(authRoutes, {
        prefix: '/driver',
        role: 'driver',
        standing: driverLoginStanding,
        onLogout,
      });
      await v3.register(profileRoutes, { prefix: '/user', role: 'passenger' });
      await v3.register(googleLinkRoutes, { prefix: '/user' });
      await v3.register(profileRoutes, { prefix: '/driver', role: 'driver' });
      await v3.register(notificationPreferenceRoutes, { prefix: '/user', role: 'passenger' });
      await v3.register(notificationPreferenceRoutes, { prefix: '/driver', role: 'driver' });
      await v3.register(tripRoutes, { prefix: '/user' });
      await v3.register(passengerBidRoutes, { prefix: '/user' });
      await v3.register(promoRoutes, { prefix: '/user' });
      await v3.register(pushRoutes, { prefix: '/user', role: 'passenger' });
      await v3.register(pushRoutes, { prefix: '/driver', role: 'driver' });
      await v3.register(reviewRoutes, { prefix: '/user' });
      await v3.register(driverRoutes, { prefix: '/driver' });
      await v3.register(driverBidRoutes, { prefix: '/driver' });
      if (isDevToolsEnabled(config)) await v3.register(devRoutes, { prefix: '/dev' });
      if (adjustableClock) await v3.register(devClockRoutes, { prefix: '/dev', clock: adjustableClock });
      if (adjustableClock) await v3.register(devDriverRoutes, { prefix: '/dev' });
    },
    { prefix: '/api/v3' },
  );
  await app.register(contentRoutes, { prefix: '/web' });
  await app.register(leadRoutes);
  await app.register(adminApi, { prefix: '/admin/api' });
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
