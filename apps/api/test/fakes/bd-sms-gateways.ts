import { startFakeServer } from './http-server';

// Local stand-ins for the two Bangladeshi SMS gateways, each speaking its provider's documented format
// (adapters/sms/ssl-wireless-sms.ts, bulksmsbd-sms.ts). Both answer HTTP 200 to a refused SMS, with the
// refusal inside the body, as the real ones do. `mode`: 'ok', 'refuse' (a 200 carrying a failure),
// 'down' (a 503) or 'hang' (no answer at all).

export type GatewayMode = 'ok' | 'refuse' | 'down' | 'hang';
const never = () => new Promise<never>(() => {});

export const FAKE_SSL_TOKEN = 'ssl-test-token';
export const FAKE_SSL_SID = 'POTHIKAPI';

/** SSL Wireless ISMS Plus v3: POST /api/v3/send-sms with JSON {api_token, sid, msisdn, sms, csms_id}. */
export async function startFakeSslWireless() {
  const state = { mode: 'ok' as GatewayMode, nextReference: 1000 };
  const server = await startFakeServer(async (req) => {
    if (req.method !== 'POST' || req.path !== '/api/v3/send-sms') return { status: 404, body: {} };
    if (state.mode === 'hang') return never();
    if (state.mode === 'down') return { status: 503, body: { message: 'Service Unavailable' } };
    let body: { api_token?: string; sid?: string; msisdn?: string; sms?: string; csms_id?: string };
    try {
      body = JSON.parse(req.body);
    } catch {
      return { status: 200, body: { status: 'FAILED', status_code: 4000, error_message: 'Invalid JSON' } };
    }
    if (body.api_token !== FAKE_SSL_TOKEN || body.sid !== FAKE_SSL_SID)
      return { status: 200, body: { status: 'FAILED', status_code: 4001, error_message: 'Unauthorized' } };
    if (!/^8801[3-9]\d{8}$/.test(body.msisdn ?? ''))
      return { status: 200, body: { status: 'FAILED', status_code: 4003, error_message: 'Invalid MSISDN' } };
    if (!body.csms_id || body.csms_id.length > 20)
      return { status: 200, body: { status: 'FAILED', status_code: 4025, error_message: 'Invalid csms_id' } };
    if (state.mode === 'refuse')
      return {
        status: 200,
        body: { status: 'FAILED', status_code: 4029, error_message: 'Insufficient balance' },
      };
    const bangla = /[\u0980-\u09ff]/.test(body.sms ?? '');
    return {
      status: 200,
      body: {
        status: 'SUCCESS',
        status_code: 200,
        error_message: '',
        smsinfo: [
          {
            sms_status: 'SUCCESS',
            status_message: 'Success',
            msisdn: body.msisdn,
            sms_type: bangla ? 'BN' : 'EN',
            sms_body: body.sms,
            csms_id: body.csms_id,
            reference_id: `ref${state.nextReference++}`,
          },
        ],
      },
    };
  });
  const sent = () =>
    server.requests
      .filter((r) => r.path === '/api/v3/send-sms')
      .map(
        (r) =>
          JSON.parse(r.body) as {
            api_token: string;
            sid: string;
            msisdn: string;
            sms: string;
            csms_id: string;
          },
      );
  return { ...server, state, sent };
}

export const FAKE_BULKSMSBD_KEY = 'bulksmsbd-test-key';
export const FAKE_BULKSMSBD_SENDER = '8809617000000';

/** BulkSMSBD: POST /api/smsapi, form-encoded api_key, type (text|unicode), number, senderid, message. */
export async function startFakeBulkSmsBd() {
  const state = { mode: 'ok' as GatewayMode, nextId: 5000 };
  const server = await startFakeServer(async (req) => {
    if (req.method !== 'POST' || req.path !== '/api/smsapi') return { status: 404, body: {} };
    if (state.mode === 'hang') return never();
    if (state.mode === 'down') return { status: 503, body: { message: 'Service Unavailable' } };
    const form = new URLSearchParams(req.body);
    const refuse = (code: number, error_message: string) => ({
      status: 200,
      body: { response_code: code, success_message: '', error_message },
    });
    if (form.get('api_key') !== FAKE_BULKSMSBD_KEY) return refuse(1011, 'User Id not found');
    if (form.get('senderid') !== FAKE_BULKSMSBD_SENDER) return refuse(1002, 'Sender Id/Masking Not Found');
    if (!/^8801[3-9]\d{8}$/.test(form.get('number') ?? '')) return refuse(1001, 'Invalid Number');
    const type = form.get('type');
    if (type !== 'text' && type !== 'unicode') return refuse(1003, 'Please Required all fields');
    if (state.mode === 'refuse') return refuse(1007, 'Balance Insufficient');
    return {
      status: 200,
      body: {
        response_code: 202,
        message_id: state.nextId++,
        success_message: 'SMS Submitted Successfully',
        error_message: '',
      },
    };
  });
  const sent = () =>
    server.requests
      .filter((r) => r.path === '/api/smsapi')
      .map((r) => Object.fromEntries(new URLSearchParams(r.body)) as Record<string, string>);
  /** What the handset shows: sent as `text`, anything outside 7-bit arrives as '?' (why `unicode` exists). */
  const delivered = () =>
    sent().map((form) =>
      form.type === 'unicode'
        ? form.message
        : [...(form.message ?? '')].map((c) => (c.charCodeAt(0) > 0x7f ? '?' : c)).join(''),
    );
  return { ...server, state, sent, delivered, sendUrl: `${server.url}/api/smsapi` };
}
