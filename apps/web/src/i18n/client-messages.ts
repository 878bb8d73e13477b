import type { Messages } from 'next-intl';

// Only these namespaces travel to the browser; page copy stays in server components. Every page gets the
// shell's (header, login, toasts, content widgets). A page adds its features' around the part that needs
// them (<ClientMessages>), so a blog post no longer carries the trip forms' and the driver app's messages:
// they were 5–7 KB (gzip) of every page's HTML, more in Bangla.
const shellNamespaces = ['common', 'header', 'loginDialog', 'authGate', 'humanCheck', 'contentUi'] as const;

const tripNamespaces = [
  'chooser',
  'tripRequest',
  'places',
  'routeMap',
  'myTrips',
  'tripDetail',
  'bids',
  'ride',
  'safety',
  'fareGuidance',
  'push',
  'tripShare',
  // A trip's "Report a problem" link and the driver's tickets (issue 46).
  'support',
] as const;

export const featureNamespaces = {
  // The home page's chooser and the ongoing-trips strip: not the forms, bids and trip pages behind them
  // (18 KB of the Bangla home page's HTML, 5 KB gzip).
  home: ['chooser', 'places', 'myTrips', 'ride'],
  trip: tripNamespaces,
  leads: ['leads', 'places'],
  profile: ['profile', 'push', 'smsPreferences', 'safety', 'support'],
  // Support tickets: the passenger's list and thread, and the logged-out form (issue 46).
  support: ['support'],
  // The driver app shows trips with the passenger side's components (route, fare guidance, ratings).
  driver: ['driver', ...tripNamespaces, 'smsPreferences'],
  // The page a trip's share link opens, for someone who is not the passenger.
  share: ['sharedTrip', 'routeMap'],
  // Only where a tag is configured: the consent banner and its chooser.
  consent: ['consent'],
} as const;

export type ClientFeature = keyof typeof featureNamespaces;

/** The messages client components need: the shell's, and those of `features`. */
export function pickClientMessages(
  messages: Messages,
  features: readonly ClientFeature[] = [],
): Partial<Messages> {
  const picked: Record<string, unknown> = {};
  const namespaces = [...shellNamespaces, ...features.flatMap((feature) => featureNamespaces[feature])];
  for (const ns of namespaces) picked[ns] = messages[ns as keyof Messages];
  return picked as Partial<Messages>;
}
