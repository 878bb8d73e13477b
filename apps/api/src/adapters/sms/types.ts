import type { DbOrTx } from '../../db/client';

export type SmsMessage = {
  /** Bangladesh mobile, 11 digits (01XXXXXXXXX); each gateway adapter writes it the way its API wants. */
  to: string;
  text: string;
  /** The one-time code inside `text`; only the console outbox keeps it, for the dev endpoint and e2e. */
  code?: string;
};

/** Which gateway took the message, and the id its delivery reports will name (when it gives one). */
export type SmsReceipt = { provider: SmsProviderName; messageId?: string | null };

export type SmsProviderName = 'console' | 'http' | 'ssl_wireless' | 'bulksmsbd';

/**
 * Sends a text message. `db` is where the console adapter writes its outbox: the caller's transaction
 * if it has one open (PGlite has one connection, so a query outside it would hang), else the database.
 * A gateway adapter stops waiting when `signal` aborts (the login gives up on a slow gateway). Resolves
 * only when the gateway accepted the message; throws SmsDeliveryError otherwise, including a refusal
 * the gateway wrote inside a 200 answer.
 */
export type SmsSender = {
  /** The first (or only) gateway; a failover pair names its primary. */
  readonly provider: SmsProviderName;
  send(message: SmsMessage, db: DbOrTx, options?: { signal?: AbortSignal }): Promise<SmsReceipt>;
};

export class SmsDeliveryError extends Error {}

/** 01XXXXXXXXX → 8801XXXXXXXXX, the form Bangladeshi gateways want; anything else is refused. */
export function toBangladeshMsisdn(mobile: string): string {
  const digits = mobile.replace(/^\+/, '');
  if (/^01[3-9]\d{8}$/.test(digits)) return `88${digits}`;
  if (/^8801[3-9]\d{8}$/.test(digits)) return digits;
  throw new SmsDeliveryError(`not a Bangladeshi mobile number: ${mobile}`);
}

/** Whether the text needs UCS-2 (Bangla or anything else outside GSM's basic Latin). */
export const needsUnicode = (text: string) => [...text].some((c) => c.charCodeAt(0) > 0x7f);

/** One fetch to a gateway with a timeout, aborted also by the caller's signal; network failures become SmsDeliveryError. */
export async function fetchGateway(
  url: string,
  init: RequestInit,
  { timeoutMs, signal }: { timeoutMs: number; signal?: AbortSignal },
): Promise<{ status: number; ok: boolean; body: string }> {
  // A timer of our own rather than AbortSignal.timeout: the tests move it with fake timers.
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(new DOMException('timed out', 'TimeoutError')), timeoutMs);
  let res: Response;
  try {
    res = await fetch(url, {
      ...init,
      signal: signal ? AbortSignal.any([signal, timeout.signal]) : timeout.signal,
    });
  } catch (err) {
    throw new SmsDeliveryError(
      timeout.signal.aborted ? `SMS gateway took longer than ${timeoutMs} ms` : 'SMS gateway unreachable',
      { cause: err },
    );
  } finally {
    clearTimeout(timer);
  }
  // Drain the body so the connection can be reused, whatever the status.
  const body = await res.text().catch(() => '');
  return { status: res.status, ok: res.ok, body };
}
