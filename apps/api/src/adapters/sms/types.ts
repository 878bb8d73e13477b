import type { DbOrTx } from '../../db/client';

type SmsMessage = {
  /** Bangladesh mobile, 11 digits (01XXXXXXXXX). */
  to: string;
  text: string;
  /** The one-time code inside `text`; only the console outbox keeps it, for the dev endpoint and e2e. */
  code?: string;
};

/**
 * Sends a text message. `db` is where the console adapter writes its outbox: the caller's transaction
 * if it has one open (PGlite has one connection, so a query outside it would hang), else the database.
 * A gateway adapter stops waiting when `signal` aborts (the login gives up on a slow gateway).
 */
export type SmsSender = {
  readonly provider: 'console' | 'http';
  send(message: SmsMessage, db: DbOrTx, options?: { signal?: AbortSignal }): Promise<void>;
};

export class SmsDeliveryError extends Error {}
