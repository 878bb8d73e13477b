import { SmsDeliveryError, type SmsSender } from './types';

export type HttpSmsOptions = { url: string; apiKey: string; senderId: string; timeoutMs?: number };

/** A JSON SMS gateway: POST {to, message, sender_id} with a bearer key; any non-2xx is a failure. */
export function createHttpSms(options: HttpSmsOptions): SmsSender {
  return {
    provider: 'http',
    async send(message, _db, { signal } = {}) {
      let res: Response;
      const timeout = AbortSignal.timeout(options.timeoutMs ?? 10_000);
      try {
        res = await fetch(options.url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${options.apiKey}` },
          body: JSON.stringify({ to: message.to, message: message.text, sender_id: options.senderId }),
          signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
        });
      } catch (err) {
        throw new SmsDeliveryError('SMS gateway unreachable', { cause: err });
      }
      // Drain the body so the connection can be reused, whatever the status.
      const body = await res.text().catch(() => '');
      if (!res.ok) throw new SmsDeliveryError(`SMS gateway answered ${res.status}: ${body.slice(0, 200)}`);
    },
  };
}
