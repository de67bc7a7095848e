/**
 * The address every per-address limit keys on. The server overwrites CLIENT_IP_HEADER on every request
 * to Better Auth (a client cannot choose it). Behind a trusted proxy the address comes from
 * X-Forwarded-For, counted from the right: each proxy appends the peer it saw, so only the entries the
 * proxies wrote can be trusted; whatever the client wrote sits to their left. See ADR 007.
 */
import ipaddr from 'ipaddr.js';

export const CLIENT_IP_HEADER = 'x-parley-client-ip';

const FALLBACK_ADDRESS = '127.0.0.1';

export function clientIpFrom(options: { socketAddress?: string; forwardedFor?: string | null; trustProxy: boolean; proxyHops?: number }): string {
  const socket = addressKey(options.socketAddress) ?? FALLBACK_ADDRESS;
  if (!options.trustProxy || !options.forwardedFor) return socket;
  const proxyHops = options.proxyHops ?? 1;
  const hops = options.forwardedFor.split(',').map((hop) => hop.trim());
  // Fewer hops than proxies means the chain is not what was configured: trust only the socket.
  if (hops.length < proxyHops) return socket;
  return addressKey(hops[hops.length - proxyHops]) ?? socket;
}

/**
 * One key per client: IPv4 as is (also when written IPv4-mapped, `::ffff:a.b.c.d`), IPv6 by its /64
 * (written as the network address, `2001:db8:1:2::`), since one household or phone usually holds a whole
 * /64. Anything that is not an address is null.
 */
export function addressKey(raw: string | undefined): string | null {
  if (!raw) return null;
  const candidate = raw.replace(/^\[(.*)\](:\d+)?$/, '$1');
  if (!ipaddr.isValid(candidate)) return null;
  // ipaddr.isValid also accepts legacy forms like "0x7f.1"; only canonical dotted quads and IPv6 count.
  if (!ipaddr.IPv4.isValidFourPartDecimal(candidate) && !ipaddr.IPv6.isValid(candidate)) return null;
  const address = ipaddr.process(candidate);
  if (address.kind() === 'ipv4') return address.toString();
  // The /64's network address (host bits zero) is still a valid IPv6 address, as Better Auth requires.
  const network = (address as ipaddr.IPv6).parts.slice(0, 4);
  return new ipaddr.IPv6([...network, 0, 0, 0, 0]).toString();
}
