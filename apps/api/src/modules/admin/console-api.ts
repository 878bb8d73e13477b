import cookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import staffAuthRoutes from './auth-routes';
import contentRoutes from './content-routes';
import financeRoutes from './finance-routes';
import imageRoutes from './image-routes';
import incidentQueueSocket from './incident-queue-socket';
import incidentsRoutes from './incidents-routes';
import staffLanguageRoutes from './language-routes';
import leadsAdminRoutes from './leads-routes';
import livePositionsSocket from './live-positions-socket';
import liveTripsRoutes from './live-trips-routes';
import noShowsRoutes from './no-shows-routes';
import operationsRoutes from './operations-routes';
import paperConsoleRoutes from './papers-routes';
import staffPasswordRoutes from './password-routes';
import peopleRoutes from './people-routes';
import pricingRoutes from './pricing-routes';
import staffPushRoutes from './staff-push-routes';
import staffRoutes from './staff-routes';
import subscriptionConsoleRoutes from './subscriptions-routes';
import supportRoutes from './support-routes';
import { sealPlainTotpSecrets } from './totp-secrets';
import tripsRoutes from './trips-routes';

/** The staff console's API at /admin/api (DESIGN.md §12): its own cookie session, roles and audit log. */
export default async function adminApi(app: FastifyInstance) {
  await app.register(cookie);
  await app.register(staffAuthRoutes, { prefix: '/auth' });
  await app.register(staffPasswordRoutes, { prefix: '/auth' });
  await app.register(staffLanguageRoutes, { prefix: '/auth' });
  await app.register(operationsRoutes);
  await app.register(leadsAdminRoutes);
  await app.register(peopleRoutes);
  await app.register(paperConsoleRoutes);
  await app.register(pricingRoutes);
  await app.register(contentRoutes);
  await app.register(imageRoutes);
  await app.register(staffRoutes);
  await app.register(tripsRoutes);
  await app.register(incidentsRoutes);
  await app.register(incidentQueueSocket);
  await app.register(staffPushRoutes);
  await app.register(noShowsRoutes);
  await app.register(liveTripsRoutes);
  await app.register(livePositionsSocket);
  await app.register(financeRoutes);
  await app.register(supportRoutes);
  await app.register(subscriptionConsoleRoutes);
  // TOTP secrets enrolled before they were sealed are sealed at start, before the first request.
  app.addHook('onReady', async () => {
    const sealed = await sealPlainTotpSecrets(app.database.db, app.config.staffTotpKey);
    if (sealed > 0) app.log.info({ sealed }, 'staff TOTP secrets sealed with STAFF_TOTP_KEY');
  });
}
