import { fetchGateway, needsUnicode, SmsDeliveryError, type SmsSender, toBangladeshMsisdn } from './types';

export type BulkSmsBdOptions = {
  /** The send endpoint, https://bulksmsbd.net/api/smsapi. */
  url: string;
  apiKey: string;
  /** The approved sender id (a mask or the 8809… number BulkSMSBD gave). */
  senderId: string;
  timeoutMs: number;
};

// BulkSMSBD single-message API: POST /api/smsapi, form-encoded api_key, type, number (8801XXXXXXXXX),
// senderid, message. `type` is `text` for plain Latin text and `unicode` for Bangla (sent as `text`, a
// Bangla message arrives as question marks). The answer is HTTP 200 either way, JSON
// {response_code, message_id?, success_message, error_message}: 202 means submitted; any other code is
// a refusal (1001 invalid number, 1002 sender id, 1003 missing field, 1007 balance insufficient, …).

type BulkSmsBdAnswer = {
  response_code?: number | string;
  message_id?: number | string;
  success_message?: string;
  error_message?: string;
};

export function createBulkSmsBd(options: BulkSmsBdOptions): SmsSender {
  return {
    provider: 'bulksmsbd',
    async send(message, _db, { signal } = {}) {
      const form = new URLSearchParams({
        api_key: options.apiKey,
        type: needsUnicode(message.text) ? 'unicode' : 'text',
        number: toBangladeshMsisdn(message.to),
        senderid: options.senderId,
        message: message.text,
      });
      const res = await fetchGateway(
        options.url,
        {
          method: 'POST',
          headers: {
            'content-type': 'application/x-www-form-urlencoded; charset=utf-8',
            accept: 'application/json',
          },
          body: form.toString(),
        },
        { timeoutMs: options.timeoutMs, signal },
      );
      if (!res.ok) throw new SmsDeliveryError(`BulkSMSBD answered ${res.status}: ${res.body.slice(0, 200)}`);
      let answer: BulkSmsBdAnswer;
      try {
        answer = JSON.parse(res.body) as BulkSmsBdAnswer;
      } catch {
        throw new SmsDeliveryError(`BulkSMSBD answered something other than JSON: ${res.body.slice(0, 200)}`);
      }
      if (Number(answer.response_code) !== 202) {
        const why = answer.error_message || answer.success_message || 'no message';
        throw new SmsDeliveryError(`BulkSMSBD refused the SMS (${answer.response_code ?? '?'}): ${why}`);
      }
      return {
        provider: 'bulksmsbd',
        messageId: answer.message_id === undefined ? null : String(answer.message_id),
      };
    },
  };
}
