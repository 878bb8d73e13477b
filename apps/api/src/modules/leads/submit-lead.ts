import type { Lang } from '@pothik/domain';
import type { Tx } from '../../db/client';
import type { LeadKind } from '../../db/schema/index';
import { confirmationSms, staffEmail } from './lead-notifications';
import { insertLead, insertNotifications } from './repo';

/** Who to call back; a survey sent logged out has nobody. */
export type LeadContact = { name: string; mobile: string; email?: string | null };

export type LeadInput = {
  kind: LeadKind;
  lang: Lang;
  contact: LeadContact | null;
  userId?: number | null;
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
 * number) in the caller's transaction: either every row exists or none does, and delivery happens
 * later, from the outbox.
 */
export async function submitLead(
  tx: Tx,
  input: LeadInput,
  { now, staffInbox }: { now: Date; staffInbox: string },
) {
  const { contact } = input;
  const lead = await insertLead(tx, {
    kind: input.kind,
    name: contact?.name ?? null,
    mobile: contact?.mobile ?? null,
    email: contact?.email ?? null,
    userId: input.userId ?? null,
    lang: input.lang,
    fields: input.fields,
    createdAt: now,
  });
  const facts = { id: lead.id, kind: input.kind, name: contact?.name ?? null, fields: input.fields };
  const email = {
    leadId: lead.id,
    channel: 'email' as const,
    message: staffEmail(facts, staffInbox),
    nextAttemptAt: now,
  };
  const sms = contact
    ? [
        {
          leadId: lead.id,
          channel: 'sms' as const,
          message: confirmationSms(contact.mobile, input.lang),
          nextAttemptAt: now,
        },
      ]
    : [];
  await insertNotifications(tx, [email, ...sms]);
  return lead;
}
