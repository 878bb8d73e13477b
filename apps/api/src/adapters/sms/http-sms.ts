import { fetchGateway, SmsDeliveryError, type SmsSender } from './types';

export type HttpSmsOptions = { url: string; apiKey: string; senderId: string; timeoutMs?: number };

/**
 * A generic JSON SMS gateway: POST {to, message, sender_id} with a bearer key; any non-2xx is a failure.
 * For gateways that speak this shape; the Bangladeshi providers have adapters of their own.
 */
export function createHttpSms(options: HttpSmsOptions): SmsSender {
  return {
    provider: 'http',
    async send(message, _db, { signal } = {}) {
      const res = await fetchGateway(
        options.url,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${options.apiKey}` },
          body: JSON.stringify({ to: message.to, message: message.text, sender_id: options.senderId }),
        },
        { timeoutMs: options.timeoutMs ?? 10_000, signal },
      );
      if (!res.ok)
        throw new SmsDeliveryError(`SMS gateway answered ${res.status}: ${res.body.slice(0, 200)}`);
      return { provider: 'http' };
    },
  };
}
