// The key a rate limit counts a client under. An IPv6 client usually holds a whole prefix (a home
// line gets a /56 or a /64) and can rotate through it freely, so IPv6 addresses are grouped by
// their first `ipv6Prefix` bits; IPv4 addresses (also IPv4-mapped IPv6 ones) count one by one.
import net from 'node:net';

/** The 8 16-bit groups of an IPv6 address (no zone), or null when it is not one. */
function ipv6Groups(address: string): number[] | null {
  let text = address.split('%')[0];
  if (!net.isIPv6(text)) return null;
  // An embedded IPv4 tail (::ffff:1.2.3.4) becomes two groups.
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number);
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.includes('::') ? text.split('::') : [text, undefined];
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const missing = 8 - left.length - right.length;
  const groups = [...left, ...Array(tail === undefined ? 0 : missing).fill('0'), ...right];
  return groups.map((g) => parseInt(g, 16));
}

/** The rate-limit key of `ip`: IPv6 as `prefix/bits`, IPv4 (and IPv4-mapped) as the address. */
export function clientKey(ip: string | undefined, ipv6Prefix: number): string {
  if (!ip) return 'unknown';
  const groups = ipv6Groups(ip);
  if (!groups) return ip;
  // ::ffff:a.b.c.d is an IPv4 client.
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    return `${groups[6] >> 8}.${groups[6] & 0xff}.${groups[7] >> 8}.${groups[7] & 0xff}`;
  }
  const masked = groups.map((group, i) => {
    const bitsLeft = Math.max(0, Math.min(16, ipv6Prefix - i * 16));
    return bitsLeft === 0 ? 0 : group & ((0xffff << (16 - bitsLeft)) & 0xffff);
  });
  return `${masked.map((g) => g.toString(16)).join(':')}/${ipv6Prefix}`;
}
