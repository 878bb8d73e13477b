import { type Lang, messageCatalogue } from '@pothik/domain';
import type { LeadKind } from '../../db/schema/index';

const kindNames: Record<LeadKind, string> = {
  business: 'Business enquiry',
  club: 'Club (vehicle investor) enquiry',
  driver: 'Driver sign-up',
  car_rental: 'Car requisition',
  survey: 'Survey answer',
};

type LeadFacts = { id: number; kind: LeadKind; name: string | null; fields: object };

const show = (value: unknown) =>
  value !== null && typeof value === 'object' ? JSON.stringify(value) : String(value ?? '');

/** The email that tells staff of a new lead: every field as sent, so nobody has to open another tool. */
export function staffEmail(lead: LeadFacts, to: string) {
  const lines = Object.entries(lead.fields).map(([key, value]) => `${key}: ${show(value)}`);
  return {
    to,
    subject: `${kindNames[lead.kind]} #${lead.id}${lead.name ? `: ${lead.name}` : ''}`,
    text: [`A new ${kindNames[lead.kind].toLowerCase()} came from the site.`, '', ...lines].join('\n'),
  };
}

/** The SMS that tells the person we have their request, in the language they wrote in. */
export function confirmationSms(mobile: string, lang: Lang) {
  return { to: mobile, text: messageCatalogue.leadConfirmationSms[lang] };
}
