import type { NotificationChannel } from '@pothik/domain';
import type { Mailer, MailMessage } from '../../adapters/mail/index';
import type { SmsSender } from '../../adapters/sms/index';
import type { Db } from '../../db/client';

/** A notification as a channel sender gets it, leased from the outbox. */
export type OutboxNotification = {
  id: number;
  kind: string;
  channel: NotificationChannel;
  userId: number | null;
  tripId: number | null;
  leadId: number | null;
  message: unknown;
  /** Attempts so far, this one included. */
  attempts: number;
};

/** What the outbox records of a delivery: the service that took it and its id for the message. */
export type DeliveryReceipt = { provider: string; providerMessageId?: string | null };

/**
 * Sends one channel's notifications. Resolves when the service accepted the message; throws to have it
 * tried again later, or throws PermanentDeliveryError when trying again cannot help (the person has no
 * push subscription left): the row is then marked failed at once. `signal` aborts at the outbox's
 * deadline: every outside call stops then, and the sender settles (the outbox stops waiting soon after
 * even if it does not).
 */
export type ChannelSender = {
  readonly channel: NotificationChannel;
  send(notification: OutboxNotification, options: { signal: AbortSignal }): Promise<DeliveryReceipt>;
};

export class PermanentDeliveryError extends Error {}

/**
 * The senders the outbox delivers through, one per channel (the push module registers its own), and how
 * long one delivery may take (OUTBOX_SEND_TIMEOUT_MS).
 */
export class ChannelSenders {
  readonly #senders = new Map<NotificationChannel, ChannelSender>();

  constructor(readonly sendTimeoutMs: number) {}

  register(sender: ChannelSender) {
    this.#senders.set(sender.channel, sender);
  }

  get(channel: NotificationChannel): ChannelSender | undefined {
    return this.#senders.get(channel);
  }
}

export function emailChannel(mailer: Mailer): ChannelSender {
  return {
    channel: 'email',
    async send(notification, { signal }) {
      await mailer.send(notification.message as MailMessage, { signal });
      return { provider: mailer.provider };
    },
  };
}

/** `db` is for the console adapter's dev outbox; the gateways ignore it. */
export function smsChannel(sms: SmsSender, db: Db): ChannelSender {
  return {
    channel: 'sms',
    async send(notification, { signal }) {
      const { to, text } = notification.message as { to: string; text: string };
      const receipt = await sms.send({ to, text }, db, { signal });
      return { provider: receipt.provider, providerMessageId: receipt.messageId ?? null };
    },
  };
}

/** The channels every process has: staff email and SMS (push is added by its module). */
export function standardChannels(deps: { mailer: Mailer; sms: SmsSender; db: Db; sendTimeoutMs: number }) {
  const senders = new ChannelSenders(deps.sendTimeoutMs);
  senders.register(emailChannel(deps.mailer));
  senders.register(smsChannel(deps.sms, deps.db));
  return senders;
}
