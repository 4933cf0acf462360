import dnsCallbacks from 'node:dns';
import dns from 'node:dns/promises';
import net, { type LookupFunction } from 'node:net';

/*
 * The one check before the server calls an address that came from outside: http(s) only, and
 * where the address may lead depends on who gave it (docs/ARCHITECTURE.md, "Outbound requests"):
 *   - addresses the administrator sets for generation (webhooks, the OpenAI-compatible base URL)
 *     may be on this machine or the local network: `privateHosts: 'any'`;
 *   - image links a provider returns may also use that provider's own host;
 *   - addresses users give (WordPress sites) must be public, except hosts the operator lists in
 *     ALLOWED_PRIVATE_HOSTS.
 * The host is resolved here and every address it resolves to must be allowed.
 *
 * This check alone does not cover a DNS answer that changes before the request resolves
 * the name again (rebinding), nor a redirect: requests go through guardedRequest
 * (guarded-request.ts), which runs it on every hop and connects through `connectLookup`.
 */

export type BlockedReason = 'invalid' | 'private' | 'unresolvable';

export class BlockedUrlError extends Error {
  override readonly name = 'BlockedUrlError';
  constructor(
    readonly reason: BlockedReason,
    message: string,
    /** The system error code of a failed lookup (ENOTFOUND…); never the address. */
    readonly systemCode?: string,
  ) {
    super(message);
  }
}

/* Ranges that are not the public internet (RFC 6890 and friends). */
const BLOCKED = new net.BlockList();
for (const [address, prefix] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  BLOCKED.addSubnet(address, prefix, 'ipv4');
}
for (const [address, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['::', 96], // IPv4-compatible (deprecated)
  ['64:ff9b::', 96], // NAT64: may reach any IPv4 address, private ones included
  ['64:ff9b:1::', 48],
  ['100::', 64], // discard
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
] as const) {
  BLOCKED.addSubnet(address, prefix, 'ipv6');
}

/*
 * IPv6 transition forms that embed an IPv4 address (mapped, SIIT-translated, 6to4): each may lead
 * to a private IPv4 address however it is spelled, so none counts as public. A list of their own,
 * checked for IPv6 only: a BlockList holding ::ffff:0:0/96 also matches every IPv4 address.
 */
const TRANSITION = new net.BlockList();
for (const [address, prefix] of [
  ['::ffff:0:0', 96],
  ['::ffff:0:0:0', 96],
  ['2002::', 16],
] as const) {
  TRANSITION.addSubnet(address, prefix, 'ipv6');
}

/** True for any address that is not a public unicast address (IPv6 forms of IPv4 included). */
export function isPrivateAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 4) return BLOCKED.check(address, 'ipv4');
  if (family === 6) return BLOCKED.check(address, 'ipv6') || TRANSITION.check(address, 'ipv6');
  return true; // not an address at all: never treat it as public
}

export type LookupAll = (hostname: string) => Promise<{ address: string; family: number }[]>;

const systemLookup: LookupAll = (hostname) => dns.lookup(hostname, { all: true, verbatim: true });

export interface UrlGuard {
  /** Resolves with the parsed URL when it may be called; throws BlockedUrlError otherwise. */
  check(url: string): Promise<URL>;
  /**
   * The `lookup` a request's socket connects through: publicOnlyLookup when private
   * addresses are refused, undefined (the system's) when they are allowed.
   */
  readonly connectLookup: LookupFunction | undefined;
}

/** The refusal of an address on this machine or a private network, at check or connect time. */
export function privateAddressError(): BlockedUrlError {
  return new BlockedUrlError(
    'private',
    'The address points to this machine or a private network. The operator can allow its host with ALLOWED_PRIVATE_HOSTS.',
  );
}

/**
 * Which hosts may resolve to private addresses: every host ('any'), or the listed host names
 * and IP literals (lower case; '*' in the list means every host).
 */
export type PrivateHosts = 'any' | readonly string[];

/** The host of a URL as the guard compares it: lower case, IPv6 without brackets. */
export function hostKey(url: URL): string {
  return url.hostname.toLowerCase().replace(/^\[|\]$/g, '');
}

export function createUrlGuard(options: { privateHosts: PrivateHosts; lookup?: LookupAll }): UrlGuard {
  const lookup = options.lookup ?? systemLookup;
  const listed = new Set(
    options.privateHosts === 'any' ? ['*'] : options.privateHosts.map((h) => h.toLowerCase()),
  );
  const mayBePrivate = (host: string) => listed.has('*') || listed.has(host.toLowerCase());
  return {
    connectLookup: listed.has('*') ? undefined : publicOnlyLookupExcept(mayBePrivate),
    async check(raw) {
      let url: URL;
      try {
        url = new URL(raw.trim());
      } catch {
        throw new BlockedUrlError('invalid', 'The address is not a valid URL.');
      }
      if (url.protocol !== 'http:' && url.protocol !== 'https:') {
        throw new BlockedUrlError('invalid', 'Only http and https addresses can be called.');
      }
      const host = hostKey(url);
      if (mayBePrivate(host)) return url;
      let addresses: string[];
      try {
        addresses = net.isIP(host) ? [host] : (await lookup(host)).map((a) => a.address);
      } catch (error) {
        const code = (error as { code?: unknown }).code;
        throw new BlockedUrlError(
          'unresolvable',
          'The host name of the address could not be resolved.',
          typeof code === 'string' ? code : undefined,
        );
      }
      if (addresses.length === 0) {
        throw new BlockedUrlError('unresolvable', 'The host name of the address could not be resolved.');
      }
      if (addresses.some(isPrivateAddress)) throw privateAddressError();
      return url;
    },
  };
}

/**
 * A `lookup` for node:http(s) requests that refuses private addresses when the socket
 * connects, whatever the name resolved to when the address was checked (closes the
 * rebinding gap above), except for hosts that may be private. Fails with code EPRIVATE. An IP
 * literal is never looked up: the check before the hop is what refuses those.
 */
const publicOnlyLookupExcept =
  (mayBePrivate: (host: string) => boolean): LookupFunction =>
  (hostname, options, callback) => {
    if (mayBePrivate(hostname)) return dnsCallbacks.lookup(hostname, options, callback);
    return publicOnlyLookup(hostname, options, callback);
  };

export const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dnsCallbacks.lookup(hostname, { ...options, all: true }, (err, addresses) => {
    if (err) return callback(err, '', 0);
    const list = addresses as unknown as dnsCallbacks.LookupAddress[];
    if (list.length === 0 || list.some((a) => isPrivateAddress(a.address))) {
      return callback(Object.assign(new Error('private address'), { code: 'EPRIVATE' }), '', 0);
    }
    if (options.all)
      return (callback as unknown as (e: null, a: dnsCallbacks.LookupAddress[]) => void)(null, list);
    return callback(null, list[0]!.address, list[0]!.family);
  });
};
