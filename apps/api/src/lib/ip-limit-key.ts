import { isIPv4, isIPv6 } from 'node:net';

/**
 * The key a client's address counts under in every per-IP limit. An IPv4 address counts as itself; an
 * IPv4-mapped IPv6 address (`::ffff:203.0.113.9`, what a dual-stack socket reports) as the IPv4 address
 * it carries; any other IPv6 address as its /64 network, `2001:db8:1:2::/64`: one subscriber line or
 * host is given a whole /64 and can pick a new address in it for every request. Anything that is not
 * an address is returned unchanged.
 */
export function ipLimitKey(address: string): string {
  if (isIPv4(address)) return address;
  const bare = address.replace(/%.*$/, '');
  if (!isIPv6(bare)) return address;
  const groups = ipv6Groups(bare);
  const isMapped = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
  if (isMapped) return `${groups[6]! >> 8}.${groups[6]! & 0xff}.${groups[7]! >> 8}.${groups[7]! & 0xff}`;
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (`::` expanded, a dotted IPv4 tail as two groups). */
function ipv6Groups(address: string): number[] {
  const [head = '', tail] = address.toLowerCase().split('::');
  const parse = (part: string) => (part === '' ? [] : part.split(':').flatMap(groupsOf));
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  const zeros = Array.from({ length: 8 - left.length - right.length }, () => 0);
  return [...left, ...zeros, ...right];
}

function groupsOf(piece: string): number[] {
  if (!piece.includes('.')) return [Number.parseInt(piece, 16)];
  const [a = 0, b = 0, c = 0, d = 0] = piece.split('.').map(Number);
  return [(a << 8) | b, (c << 8) | d];
}
