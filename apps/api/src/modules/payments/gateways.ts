import type { FastifyInstance } from 'fastify';
import { createBkashGateway } from '../../adapters/payments/bkash';
import { createDemoGateway, type DemoGateway } from '../../adapters/payments/demo';
import { createSslCommerzGateway } from '../../adapters/payments/sslcommerz';
import type { PaymentGateway, PaymentGatewayName } from '../../adapters/payments/types';
import { databaseBkashTokenStore } from './token-store';

export const payPaths = {
  return: '/api/v3/pay/return',
  sslIpn: '/api/v3/pay/ipn/sslcommerz',
  demoPage: '/api/v3/pay/demo',
};

/** The configured gateways (config.payments), each with its keys; the demo's is kept apart for its page. */
export function buildGateways(app: FastifyInstance) {
  const { payments, publicApiUrl } = app.config;
  const base = publicApiUrl.replace(/\/+$/, '');
  const gateways = new Map<PaymentGatewayName, PaymentGateway>();
  let demo: DemoGateway | null = null;
  for (const name of payments.gateways) {
    if (name === 'demo') {
      demo = createDemoGateway({
        db: app.database.db,
        pageUrl: `${base}${payPaths.demoPage}`,
        now: () => app.clock.now(),
      });
      gateways.set('demo', demo);
    } else if (name === 'bkash' && payments.bkash) {
      gateways.set(
        'bkash',
        createBkashGateway({
          ...payments.bkash,
          timeoutMs: payments.timeoutMs,
          tokens: databaseBkashTokenStore(app.database.db),
          now: () => app.clock.now(),
        }),
      );
    } else if (name === 'sslcommerz' && payments.sslcommerz) {
      gateways.set(
        'sslcommerz',
        createSslCommerzGateway({
          ...payments.sslcommerz,
          ipnUrl: `${base}${payPaths.sslIpn}`,
          timeoutMs: payments.timeoutMs,
        }),
      );
    }
  }
  return {
    gateways,
    demo,
    returnUrl: (reference: string) => `${base}${payPaths.return}?ref=${encodeURIComponent(reference)}`,
  };
}
