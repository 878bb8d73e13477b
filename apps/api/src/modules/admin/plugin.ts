import cookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import staffAuthRoutes from './auth-routes';
import contentRoutes from './content-routes';
import imageRoutes from './image-routes';
import leadsAdminRoutes from './leads-routes';
import operationsRoutes from './operations-routes';
import peopleRoutes from './people-routes';
import pricingRoutes from './pricing-routes';
import staffRoutes from './staff-routes';
import tripsRoutes from './trips-routes';

/** The staff console's API at /admin/api (DESIGN.md §12): its own cookie session, roles and audit log. */
export default async function adminApi(app: FastifyInstance) {
  await app.register(cookie);
  await app.register(staffAuthRoutes, { prefix: '/auth' });
  await app.register(operationsRoutes);
  await app.register(leadsAdminRoutes);
  await app.register(peopleRoutes);
  await app.register(pricingRoutes);
  await app.register(contentRoutes);
  await app.register(imageRoutes);
  await app.register(staffRoutes);
  await app.register(tripsRoutes);
}
