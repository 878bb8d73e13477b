import type { TicketCategory, TicketOutcome, TicketStatus } from '@pothik/domain';

// What staff read for each ticket category, status and outcome (in Bangla through the console's catalogue).

export const categoryLabels: Record<TicketCategory, string> = {
  fare: 'Fare or overcharge',
  behaviour: 'Driver or passenger behaviour',
  lost_item: 'Lost item',
  safety: 'Safety',
  payment: 'Payment or refund',
  app: 'App problem',
  other: 'Other',
};
export const statusLabels: Record<TicketStatus, string> = {
  new: 'New',
  open: 'Open',
  waiting: 'Waiting for the customer',
  resolved: 'Resolved',
};
export const outcomeLabels: Record<TicketOutcome, string> = {
  refund_requested: 'Refund requested',
  driver_warned: 'Driver warned',
  no_action: 'No action',
  item_returned: 'Item returned',
  other: 'Other',
};

const choicesOf = (labels: Record<string, string>) =>
  Object.entries(labels).map(([id, name]) => ({ id, name }));
export const categoryChoices = choicesOf(categoryLabels);
export const statusChoices = choicesOf(statusLabels);
export const outcomeChoices = choicesOf(outcomeLabels);
