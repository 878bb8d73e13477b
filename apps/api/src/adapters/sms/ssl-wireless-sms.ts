import { randomBytes } from 'node:crypto';
import { fetchGateway, SmsDeliveryError, type SmsSender, toBangladeshMsisdn } from './types';

export type SslWirelessOptions = {
  /** The ISMS Plus host, e.g. https://smsplus.sslwireless.com (the path /api/v3/send-sms is added). */
  url: string;
  apiToken: string;
  /** The SID SSL Wireless issued for the approved mask. */
  sid: string;
  timeoutMs: number;
};

// SSL Wireless ISMS Plus API v3, single SMS: POST /api/v3/send-sms with JSON
// {api_token, sid, msisdn: 8801XXXXXXXXX, sms, csms_id}. The answer is HTTP 200 whether or not the SMS
// was taken: {status: "SUCCESS"|"FAILED", status_code: 200 on success (4xxx codes otherwise),
// error_message, smsinfo: [{sms_status, status_message, msisdn, sms_type, sms_body, csms_id, reference_id}]}.
// The gateway detects Bangla itself (sms_type "BN"/unicode) from the UTF-8 text, so the text goes as it is.

type SslAnswer = {
  status?: string;
  status_code?: number | string;
  error_message?: string;
  smsinfo?: { sms_status?: string; status_message?: string; reference_id?: string | number }[];
};

/** A client id for the message: unique, and within the 20 characters SSL Wireless allows. */
const newCsmsId = () => `p${Date.now().toString(36)}${randomBytes(5).toString('hex')}`.slice(0, 20);

export function createSslWirelessSms(options: SslWirelessOptions): SmsSender {
  const endpoint = `${options.url.replace(/\/+$/, '')}/api/v3/send-sms`;
  return {
    provider: 'ssl_wireless',
    async send(message, _db, { signal } = {}) {
      const csmsId = newCsmsId();
      const res = await fetchGateway(
        endpoint,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({
            api_token: options.apiToken,
            sid: options.sid,
            msisdn: toBangladeshMsisdn(message.to),
            sms: message.text,
            csms_id: csmsId,
          }),
        },
        { timeoutMs: options.timeoutMs, signal },
      );
      if (!res.ok)
        throw new SmsDeliveryError(`SSL Wireless answered ${res.status}: ${res.body.slice(0, 200)}`);
      let answer: SslAnswer;
      try {
        answer = JSON.parse(res.body) as SslAnswer;
      } catch {
        throw new SmsDeliveryError(
          `SSL Wireless answered something other than JSON: ${res.body.slice(0, 200)}`,
        );
      }
      const info = answer.smsinfo?.[0];
      const accepted =
        answer.status === 'SUCCESS' && Number(answer.status_code) === 200 && info?.sms_status === 'SUCCESS';
      if (!accepted) {
        const why = answer.error_message || info?.status_message || answer.status || 'no status';
        throw new SmsDeliveryError(`SSL Wireless refused the SMS (${answer.status_code ?? '?'}): ${why}`);
      }
      return { provider: 'ssl_wireless', messageId: String(info.reference_id ?? csmsId) };
    },
  };
}
