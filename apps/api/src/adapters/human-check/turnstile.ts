import { HUMAN_CHECK_PLACEHOLDER } from '@pothik/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { HumanCheck, HumanCheckVerdict } from './types';

export type TurnstileOptions = { secret: string; verifyUrl: string; timeoutMs?: number };

/** The parts of siteverify's answer we read; it also carries `challenge_ts`, `hostname` and `cdata`. */
type SiteverifyAnswer = { success?: unknown; 'error-codes'?: unknown; action?: unknown };

/**
 * Cloudflare Turnstile's siteverify: POST form `secret`, `response`, `remoteip`; the JSON answer says
 * `success`, with `error-codes` (`invalid-input-response`, `timeout-or-duplicate` for a used or
 * 5-minute-old token…) and the widget's `action`, which must be the form's. Fails closed: a verifier that
 * is unreachable, slow or answers nonsense refuses the request.
 */
export function createTurnstileCheck(options: TurnstileOptions, log: FastifyBaseLogger): HumanCheck {
  const refused = (reason: Exclude<HumanCheckVerdict, { passed: true }>['reason']) =>
    ({ passed: false, reason }) as const;
  return {
    provider: 'turnstile',
    async verify({ token, remoteIp, action }) {
      if (!token) return refused('missing');
      // The demo's token: Cloudflare's test secrets would pass it, a real widget never makes it.
      if (token === HUMAN_CHECK_PLACEHOLDER) return refused('placeholder');
      const form = new URLSearchParams({ secret: options.secret, response: token, remoteip: remoteIp });
      let status: number;
      let answer: SiteverifyAnswer | null;
      try {
        const res = await fetch(options.verifyUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: form,
          signal: AbortSignal.timeout(options.timeoutMs ?? 5000),
        });
        status = res.status;
        answer = (await res.json().catch(() => null)) as SiteverifyAnswer | null;
      } catch (err) {
        log.error({ err }, 'Turnstile siteverify unreachable');
        return refused('unavailable');
      }
      if (status !== 200 || typeof answer?.success !== 'boolean') {
        log.error({ status }, 'Turnstile siteverify answered out of format');
        return refused('unavailable');
      }
      if (!answer.success) {
        log.warn({ errorCodes: answer['error-codes'], action }, 'Turnstile refused the token');
        return refused('rejected');
      }
      // A token of another form is refused; Cloudflare's test keys answer with an empty action.
      if (typeof answer.action === 'string' && answer.action !== '' && answer.action !== action) {
        log.warn({ expected: action, got: answer.action }, 'Turnstile token made for another form');
        return refused('rejected');
      }
      return { passed: true };
    },
  };
}
