import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { promisify } from 'node:util';
import ipaddr from 'ipaddr.js';

/**
 * Where a push may go. A push endpoint is a URL the browser gave the shopper, so it is input
 * like any other: without these checks a customer could make the worker POST (with our VAPID
 * signature) to the gateway's own loopback, the private network or a cloud metadata address.
 */
export interface PushDestinationPolicy {
  /**
   * Local push services (http, loopback, private addresses) are allowed: the development and
   * test stand-in for a browser vendor's push service. Never in production (config.ts).
   */
  allowPrivate: boolean;
}

export class PushDestinationRefused extends Error {
  constructor(readonly reason: string) {
    super(`push endpoint refused: ${reason}`);
    this.name = 'PushDestinationRefused';
  }
}

/** Only ordinary public unicast addresses: no loopback, private, link-local, CGNAT, multicast… */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'unicast';
}

/** Refuses a URL that is not https (or not http(s) with allowPrivate). */
export function checkEndpointUrl(endpoint: string, policy: PushDestinationPolicy): URL {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    throw new PushDestinationRefused('not a URL');
  }
  const schemes = policy.allowPrivate ? ['https:', 'http:'] : ['https:'];
  if (!schemes.includes(url.protocol)) throw new PushDestinationRefused('https only');
  if (url.username || url.password) throw new PushDestinationRefused('credentials in the URL');
  return url;
}

const lookupAll = promisify(dnsLookup);

/**
 * The endpoint as registration checks it: an https URL whose host resolves only to public
 * addresses. The send path checks again, on the address it actually connects to (guardedLookup),
 * because a name can resolve differently later (DNS rebinding).
 */
export async function checkPushEndpoint(
  endpoint: string,
  policy: PushDestinationPolicy,
): Promise<void> {
  const url = checkEndpointUrl(endpoint, policy);
  if (policy.allowPrivate) return;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: LookupAddress[];
  try {
    addresses = ipaddr.isValid(host)
      ? [{ address: host, family: host.includes(':') ? 6 : 4 }]
      : await lookupAll(host, { all: true, verbatim: true });
  } catch {
    throw new PushDestinationRefused('the host does not resolve');
  }
  if (addresses.length === 0 || !addresses.every((a) => isPublicAddress(a.address)))
    throw new PushDestinationRefused('the host is not a public address');
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * A `lookup` for http(s).request that refuses to connect to anything but public addresses:
 * the check is made on the very address the socket is opened to.
 */
export function guardedLookup(policy: PushDestinationPolicy) {
  return (hostname: string, options: object, callback: LookupCallback): void => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      const list = addresses;
      const allowed = policy.allowPrivate ? list : list.filter((a) => isPublicAddress(a.address));
      if (allowed.length === 0) {
        const refused = new PushDestinationRefused('the host is not a public address');
        return callback(Object.assign(refused, { code: 'EPUSHREFUSED' }), []);
      }
      if ((options as { all?: boolean }).all) return callback(null, allowed);
      const first = allowed[0] as LookupAddress;
      callback(null, first.address, first.family);
    });
  };
}
