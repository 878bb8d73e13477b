/**
 * Where a subscription may make the API send: the push services browsers subscribe with, over https on
 * port 443. Anything else (a host of the operator's network, 127.0.0.1, a port of a service that is not
 * a push service) would let any account turn trip events into requests of its choosing, and the 404/410
 * that deletes a subscription would tell it which internal hosts answer.
 */
export type PushServicePolicy = {
  /** Host names (`fcm.googleapis.com`) or one level of wildcard (`*.notify.windows.com`: any below it). */
  hosts: readonly string[];
  /** Tests only (production refuses it): https on this host at any port, for a local push service. */
  testHost?: string | undefined;
};

/**
 * The push services of the browsers in use: Chrome, Edge on Android, Opera and Samsung Internet (FCM),
 * Firefox (Mozilla autopush), Safari (Apple), Edge on Windows (WNS).
 */
export const defaultPushServiceHosts = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  '*.push.apple.com',
  '*.notify.windows.com',
] as const;

/** Why an entry of PUSH_SERVICE_HOSTS cannot name a push service, or null: a DNS name, not an address. */
export function pushServiceHostProblem(entry: string): string | null {
  const name = entry.startsWith('*.') ? entry.slice(2) : entry;
  // At least two labels and a top-level label of letters: no IP address, no `localhost`, no port.
  return /^([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/.test(name)
    ? null
    : `${entry} is not a push service's host name (a name such as fcm.googleapis.com or *.notify.windows.com)`;
}

const hostMatches = (host: string, entry: string) =>
  entry.startsWith('*.') ? host.endsWith(entry.slice(1)) && host.length > entry.length - 1 : host === entry;

/** Why the API will not send to `endpoint`, or null when it is a known push service's https address. */
export function pushEndpointProblem(endpoint: string, policy: PushServicePolicy): string | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'not a URL';
  }
  if (url.protocol !== 'https:') return 'not https';
  if (url.username !== '' || url.password !== '') return 'carries a user name or password';
  const host = url.hostname.toLowerCase();
  if (policy.testHost !== undefined && host === policy.testHost) return null;
  // URL drops the default port: an empty port is 443.
  if (url.port !== '') return `port ${url.port}, not 443`;
  return policy.hosts.some((entry) => hostMatches(host, entry))
    ? null
    : `${host} is not a known push service`;
}
