import { dhakaDayNumber, type Lang } from '@pothik/domain';
import type { Tx } from '../../db/client';
import type { LeadKind } from '../../db/schema/index';
import { enqueueNotifications, type NotificationToSend } from '../notifications';
import { confirmationSms, staffEmail } from './lead-notifications';
import { insertLead, listSmsConfirmedLeadTimes, lockLeadMobile } from './repo';

/**
 * SMS confirmations one number gets in a Dhaka day: the forms take no login, so without a cap anyone
 * could make the site text any number as often as the per-address limit allows. Later leads are stored
 * and staff told as usual; the person just gets no further text that day.
 */
export const LEAD_SMS_PER_NUMBER_PER_DAY = 3;

/** Who to call back; a survey sent logged out has nobody. */
export type LeadContact = { name: string; mobile: string; email?: string | null };

export type LeadInput = {
  kind: LeadKind;
  lang: Lang;
  contact: LeadContact | null;
  userId?: number | null;
  /** The trip a survey is about. */
  tripId?: number | null;
  /** The validated form as the API accepted it. */
  fields: object;
};

/** The person behind a form, whichever field name the form gives them. */
export function contactOf(fields: {
  name?: string;
  full_name?: string;
  contact_name?: string;
  mobile: string;
  email?: string | null;
}): LeadContact {
  const name = fields.name ?? fields.full_name ?? fields.contact_name ?? '';
  return { name, mobile: fields.mobile, email: fields.email || null };
}

/**
 * Stores a lead and the notifications it owes (a staff email; an SMS confirmation to whoever left a
 * number, up to LEAD_SMS_PER_NUMBER_PER_DAY) in the caller's transaction: either every row exists or
 * none does, and delivery happens later, from the outbox.
 */
export async function submitLead(
  tx: Tx,
  input: LeadInput,
  { now, staffInbox }: { now: Date; staffInbox: string },
) {
  const { contact } = input;
  const confirmsBySms = contact ? await mayConfirmBySms(tx, contact.mobile, now) : false;
  const lead = await insertLead(tx, {
    kind: input.kind,
    name: contact?.name ?? null,
    mobile: contact?.mobile ?? null,
    email: contact?.email ?? null,
    userId: input.userId ?? null,
    tripId: input.tripId ?? null,
    lang: input.lang,
    fields: input.fields,
    createdAt: now,
  });
  const facts = { id: lead.id, kind: input.kind, name: contact?.name ?? null, fields: input.fields };
  const email: NotificationToSend = {
    kind: 'lead_staff',
    channel: 'email',
    leadId: lead.id,
    message: staffEmail(facts, staffInbox),
    dedupeKey: null,
  };
  const sms: NotificationToSend[] =
    contact && confirmsBySms
      ? [
          {
            kind: 'lead_confirmation',
            channel: 'sms',
            leadId: lead.id,
            userId: input.userId ?? null,
            message: confirmationSms(contact.mobile, input.lang),
            dedupeKey: null,
          },
        ]
      : [];
  await enqueueNotifications(tx, [email, ...sms], now);
  return lead;
}

/** Whether this number's SMS confirmations today leave room for one more; holds the number's lock. */
async function mayConfirmBySms(tx: Tx, mobile: string, now: Date) {
  await lockLeadMobile(tx, mobile);
  const today = dhakaDayNumber(now);
  const recent = await listSmsConfirmedLeadTimes(tx, mobile, new Date(now.getTime() - 86_400_000));
  return recent.filter((at) => dhakaDayNumber(at) === today).length < LEAD_SMS_PER_NUMBER_PER_DAY;
}
