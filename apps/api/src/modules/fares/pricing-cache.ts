import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { cacheDroppedOnChange } from '../../db/changes/change-cache';
import { createLoadCache } from '../../lib/load-cache';
import { SETTINGS_CHANGED_CHANNEL } from '../settings';
import { loadPricingInputs, type PricingInputs } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The pricing model, active car types and high-demand notice, from memory. */
    pricingInputs: () => Promise<PricingInputs>;
  }
}

// Staff change the pricing model or the notice a few times a day; every "Get Fare" reads them. Kept a
// minute at most, and dropped at once when a setting is saved (here at its commit, elsewhere by NOTIFY).
const MAX_AGE_MS = 60_000;

export default fp(
  async function pricingCache(app: FastifyInstance) {
    const cache = await cacheDroppedOnChange(app, {
      name: 'pricing',
      channel: SETTINGS_CHANGED_CHANNEL,
      create: (onLookup) => createLoadCache<PricingInputs>({ maxEntries: 1, onLookup }),
    });
    app.decorate('pricingInputs', () => {
      const now = app.clock.now().getTime();
      return cache.get('pricing', now, async () => ({
        value: await loadPricingInputs(app.database.db),
        expiresAt: now + MAX_AGE_MS,
      }));
    });
  },
  { name: 'pricing-cache' },
);
