import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createErrorReporter, type ErrorReporter } from './error-reporting/index';
import { createGoogleIdTokenVerifier, type GoogleIdTokenVerifier } from './google-id-token/index';
import { createHumanCheck, type HumanCheck } from './human-check/index';
import { createMailer, type Mailer } from './mail/index';
import { createSmsSender, type SmsSender } from './sms/index';
import { createStorage, type StorageAdapter } from './storage/index';

declare module 'fastify' {
  interface FastifyInstance {
    sms: SmsSender;
    mailer: Mailer;
    humanCheck: HumanCheck;
    storage: StorageAdapter;
    errorReporter: ErrorReporter;
    /** Google sign-in's ID token check; null when GOOGLE_CLIENT_ID is unset. */
    googleIdToken: GoogleIdTokenVerifier | null;
  }
}

/** Outside services, chosen by configuration (DESIGN.md §1): a local default or the real adapter. */
export default fp(async function adapters(app: FastifyInstance) {
  app.decorate('sms', createSmsSender(app.config.sms, { log: app.log, clock: app.clock }));
  app.decorate('mailer', createMailer(app.config.mail, app.log));
  app.addHook('onClose', async () => app.mailer.close?.());
  app.decorate('humanCheck', createHumanCheck(app.config.humanCheck, app.log));
  app.decorate('storage', createStorage(app.config.storage));
  app.decorate(
    'googleIdToken',
    app.config.googleSignIn ? createGoogleIdTokenVerifier(app.config.googleSignIn) : null,
  );
  app.decorate('errorReporter', createErrorReporter(app.config.errorReporting));
  app.addHook('onClose', async () => {
    await app.errorReporter.flush(2000);
  });
});
