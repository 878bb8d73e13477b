import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import { placeholderRecaptcha } from './placeholder';
import { createSiteverifyRecaptcha } from './siteverify';
import type { RecaptchaVerifier } from './types';

export type { RecaptchaVerifier } from './types';

export function createRecaptchaVerifier(
  config: Config['recaptcha'],
  log: FastifyBaseLogger,
): RecaptchaVerifier {
  if (!config.secret) return placeholderRecaptcha;
  return createSiteverifyRecaptcha({ secret: config.secret, verifyUrl: config.verifyUrl }, log);
}
