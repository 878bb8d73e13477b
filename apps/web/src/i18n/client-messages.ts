import type { Messages } from 'next-intl';

// Only these namespaces travel to the browser; page copy stays in server components.
const clientNamespaces = [
  'common',
  'header',
  'loginDialog',
  'authGate',
  'chooser',
  'tripRequest',
  'places',
  'routeMap',
  'myTrips',
  'tripDetail',
  'bids',
  'ride',
  'contentUi',
  'leads',
  'profile',
  'driver',
  'fareGuidance',
] as const;

export function pickClientMessages(messages: Messages): Pick<Messages, (typeof clientNamespaces)[number]> {
  const picked = {} as Record<string, unknown>;
  for (const ns of clientNamespaces) picked[ns] = messages[ns];
  return picked as Pick<Messages, (typeof clientNamespaces)[number]>;
}
