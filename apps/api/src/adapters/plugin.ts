import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createRecaptchaVerifier, type RecaptchaVerifier } from './recaptcha/index';
import { createSmsSender, type SmsSender } from './sms/index';

declare module 'fastify' {
  interface FastifyInstance {
    sms: SmsSender;
    recaptcha: RecaptchaVerifier;
  }
}

/** Outside services, chosen by configuration (DESIGN.md §1): a local default or the real adapter. */
export default fp(async function adapters(app: FastifyInstance) {
  app.decorate('sms', createSmsSender(app.config.sms, { log: app.log, clock: app.clock }));
  app.decorate('recaptcha', createRecaptchaVerifier(app.config.recaptcha, app.log));
  if (app.config.env === 'production' && !app.config.demo && app.sms.provider === 'console') {
    app.log.warn('SMS_PROVIDER is console in production: codes go to the log, not to phones');
  }
});
