import type { FastifyBaseLogger } from 'fastify';
import type { RecaptchaVerifier } from './types';

export type SiteverifyOptions = { secret: string; verifyUrl: string; timeoutMs?: number };

/**
 * Google's siteverify protocol: POST form `secret`, `response`, `remoteip`; the answer is JSON with
 * `success`. Fails closed: an unreachable or malformed verifier refuses the login.
 */
export function createSiteverifyRecaptcha(
  options: SiteverifyOptions,
  log: FastifyBaseLogger,
): RecaptchaVerifier {
  return {
    mode: 'siteverify',
    async verify(token, remoteIp) {
      const form = new URLSearchParams({ secret: options.secret, response: token, remoteip: remoteIp });
      try {
        const res = await fetch(options.verifyUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: form,
          signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
        });
        const body = (await res.json().catch(() => null)) as {
          success?: unknown;
          'error-codes'?: unknown;
        } | null;
        if (res.ok && body?.success === true) return true;
        log.warn({ status: res.status, errorCodes: body?.['error-codes'] }, 'reCAPTCHA refused');
        return false;
      } catch (err) {
        log.error({ err }, 'reCAPTCHA verifier unreachable');
        return false;
      }
    },
  };
}
