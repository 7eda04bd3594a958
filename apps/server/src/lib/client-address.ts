import { isIPv4, isIPv6 } from 'node:net';

/** The eight 16-bit groups of an IPv6 address (a zone dropped, an IPv4 tail read as two groups). */
function ipv6Groups(address: string): number[] | null {
  let text = address.split('%')[0]!;
  if (!isIPv6(text)) return null;
  const lastColon = text.lastIndexOf(':');
  const tail = text.slice(lastColon + 1);
  if (isIPv4(tail)) {
    const [a, b, c, d] = tail.split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, lastColon + 1)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const parse = (part: string) => (part ? part.split(':').map((g) => parseInt(g, 16)) : []);
  const halves = text.split('::');
  const before = parse(halves[0]!);
  const after = halves.length > 1 ? parse(halves[1]!) : [];
  return [...before, ...Array<number>(8 - before.length - after.length).fill(0), ...after];
}

/**
 * The client's address as the per-address limits count it (sign-ups, sign-in tries, SMS sends, the
 * contact form, views, route rate limits): an IPv4 address as it is (an IPv4-mapped IPv6 address as
 * its IPv4 form), an IPv6 address as its network of `ipv6Prefix` bits. One site or home is given a
 * whole /64 (or more) and can pick any address in it, so counting each IPv6 address apart would let
 * one client make up a new address per try. Anything else (no address) is returned as it is.
 */
export function addressBucket(ip: string, ipv6Prefix: number): string {
  if (isIPv4(ip)) return ip;
  const groups = ipv6Groups(ip);
  if (!groups) return ip;
  const mapped = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
  if (mapped)
    return [groups[6]! >> 8, groups[6]! & 255, groups[7]! >> 8, groups[7]! & 255].join('.');
  const kept = groups.map((g, i) => {
    const bits = Math.min(16, Math.max(0, ipv6Prefix - i * 16));
    return bits === 16 ? g : bits === 0 ? 0 : g & ((0xffff << (16 - bits)) & 0xffff);
  });
  return `${kept.map((g) => g.toString(16)).join(':')}/${ipv6Prefix}`;
}
