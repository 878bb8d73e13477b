import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import { placeholderHumanCheck } from './placeholder';
import { createTurnstileCheck } from './turnstile';
import type { HumanCheck } from './types';

export type { HumanCheck, HumanCheckAction, HumanCheckRefusal, HumanCheckVerdict } from './types';

export function createHumanCheck(config: Config['humanCheck'], log: FastifyBaseLogger): HumanCheck {
  if (config.provider === 'turnstile') return createTurnstileCheck(config, log);
  return placeholderHumanCheck;
}
