import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import adminApi from './console-api';

/** The staff console's API at /admin/api. */
export default fp(
  async function admin(app: FastifyInstance) {
    await app.register(adminApi, { prefix: '/admin/api' });
  },
  {
    name: 'admin',
    dependencies: [
      'auth',
      'booking',
      'content',
      'drivers',
      'leads',
      'notifications',
      'payments',
      'pictures',
      'promos',
      'push',
      'realtime',
      'settings',
      'subscriptions',
      'support',
    ],
  },
);
