/**
 * Webhook URLs must not reach the shop's own network (SSRF). Refused unless WEBHOOK_ALLOW_PRIVATE:
 * loopback, private (RFC 1918, unique-local fc00::/7), link-local (169.254/16 with the cloud metadata address,
 * fe80::/10), CGNAT, "this network", multicast and reserved ranges, and IPv4-mapped IPv6 forms of all of them.
 * A DNS name is checked by every address it resolves to, and the connection is made to the address that was
 * checked (the lookup below), so a name cannot resolve safely for the check and privately for the request.
 */
import dns from 'node:dns';
import net from 'node:net';

const blocked = new net.BlockList();
for (const [addr, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  blocked.addSubnet(addr, prefix, 'ipv4');
for (const [addr, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['2001:db8::', 32],
  ['64:ff9b::', 96],
] as const) {
  blocked.addSubnet(addr, prefix, 'ipv6');
}

/** True for an address a webhook may not reach. */
export function isBlockedAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 4) return blocked.check(address, 'ipv4');
  if (family !== 6) return true;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return blocked.check(mapped[1], 'ipv4');
  // The URL parser writes ::ffff:127.0.0.1 as ::ffff:7f00:1.
  const hex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(address);
  if (hex) {
    const [hi, lo] = [parseInt(hex[1], 16), parseInt(hex[2], 16)];
    return blocked.check(`${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`, 'ipv4');
  }
  return blocked.check(address, 'ipv6');
}

export class UnsafeUrlError extends Error {}

/** Shape check of an endpoint URL: http(s), a host, no credentials. Plain words for the admin. */
export function urlProblem(raw: string): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'Enter a full URL starting with https://';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    return 'The URL must start with https:// or http://';
  if (url.username || url.password) return 'The URL must not contain a user name or password';
  if (raw.length > 2000) return 'The URL must be at most 2000 characters';
  return null;
}

/** Resolves a host and refuses it when any of its addresses is blocked (unless allowed). Returns the addresses. */
export async function checkedAddresses(
  hostname: string,
  allowPrivate: boolean,
): Promise<dns.LookupAddress[]> {
  const host = hostname.replace(/^\[|\]$/g, '');
  const addresses = net.isIP(host)
    ? [{ address: host, family: net.isIP(host) }]
    : await dns.promises.lookup(host, { all: true, verbatim: true });
  if (addresses.length === 0) throw new UnsafeUrlError(`${hostname} does not resolve`);
  if (!allowPrivate) {
    const bad = addresses.find((a) => isBlockedAddress(a.address));
    if (bad)
      throw new UnsafeUrlError(
        `${hostname} points at a private, loopback or link-local address (${bad.address}): webhooks can only go to public addresses`,
      );
  }
  return addresses;
}

/** A `lookup` for http.request that connects only to checked addresses. */
export function safeLookup(allowPrivate: boolean): net.LookupFunction {
  return ((hostname: string, options: dns.LookupOptions, callback: (...args: unknown[]) => void) => {
    checkedAddresses(hostname, allowPrivate).then(
      (addresses) => {
        if (options?.all) callback(null, addresses);
        else callback(null, addresses[0].address, addresses[0].family);
      },
      (e: Error) => callback(e),
    );
  }) as net.LookupFunction;
}
