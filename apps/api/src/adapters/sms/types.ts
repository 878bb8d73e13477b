import type { DbOrTx } from '../../db/client';

type SmsMessage = {
  /** Bangladesh mobile, 11 digits (01XXXXXXXXX). */
  to: string;
  text: string;
  /** The one-time code inside `text`; only the console outbox keeps it, for the dev endpoint and e2e. */
  code?: string;
};

/**
 * Sends a text message. `db` is the caller's transaction: the console adapter writes its outbox
 * through it (PGlite has one connection, so a query outside the open transaction would hang), and a
 * failed send rolls the caller's work back.
 */
export type SmsSender = {
  readonly provider: 'console' | 'http';
  send(message: SmsMessage, db: DbOrTx): Promise<void>;
};

export class SmsDeliveryError extends Error {}
