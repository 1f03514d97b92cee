/**
 * Requests to addresses that people type (an identity provider's issuer or metadata URL; later
 * webhook endpoints and calendars) go through here, so a team admin cannot make the server reach
 * its own network: loopback, private, link-local and other non-public addresses are refused on the
 * address actually connected to, after DNS, so a name that resolves to one (or is re-pointed to one
 * between a check and the request) is refused too, and so is every hop of a redirect
 * (docs/operations.md "Addresses the server calls"; OWASP's SSRF prevention cheat sheet).
 * An operator whose identity provider lives on the private network allows those with
 * OUTBOUND_ALLOW_PRIVATE=true.
 */
import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import { isIP, type LookupFunction } from "node:net";
import ipaddr from "ipaddr.js";
import { Agent, buildConnector, fetch as undiciFetch } from "undici";

/** Thrown (as the request's rejection) when the address is not a public one. */
export class PrivateAddressError extends Error {
  readonly host: string;
  readonly address: string;
  constructor(host: string, address: string) {
    super(`${host} is ${address}, a private or local address, which this server does not call.`);
    this.name = "PrivateAddressError";
    this.host = host;
    this.address = address;
  }
}

const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR("2000::/3");

/** Whether the server may call `address` (an IPv4 or IPv6 literal): only public unicast ones. */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  // An IPv4 address written as IPv6 (::ffff:10.0.0.1) is judged as the IPv4 one.
  const parsed = ipaddr.process(address);
  if (parsed.range() !== "unicast") return false;
  // IPv6 outside the global unicast block (RFC 4291 section 2.4), such as the deprecated
  // IPv4-compatible ::a.b.c.d, which ipaddr.js leaves unclassified, is not public.
  return parsed.kind() === "ipv4" || (parsed as ipaddr.IPv6).match(GLOBAL_UNICAST_V6);
}

/** dns.lookup, refusing a name when any address it resolves to is not public. */
const publicLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, "", 0);
    const refused = addresses.find((entry) => !isPublicAddress(entry.address));
    if (refused) return callback(new PrivateAddressError(hostname, refused.address), "", 0);
    if (options.all) return (callback as (e: null, all: LookupAddress[]) => void)(null, addresses);
    const [first] = addresses;
    return callback(null, first?.address ?? "", first?.family ?? 4);
  });
};

/** The connector of the public-only agent: literal addresses are judged here, names in the lookup. */
function publicConnector(): ReturnType<typeof buildConnector> {
  // undici hands its connector's options to net.connect and tls.connect, which take `lookup`.
  const connect = buildConnector({ lookup: publicLookup } as buildConnector.BuildOptions);
  return (options, callback) => {
    const host = options.hostname.replace(/^\[|\]$/g, "");
    if (isIP(host) !== 0 && !isPublicAddress(host)) {
      callback(new PrivateAddressError(options.hostname, host), null);
      return;
    }
    connect(options, callback);
  };
}

let publicAgent: Agent | undefined;

/**
 * A `fetch` for addresses from outside the server's operator: with `allowPrivate` false it refuses
 * non-public destinations, rejecting with PrivateAddressError (unwrapped from undici's "fetch
 * failed"); with `allowPrivate` true it is undici's plain fetch.
 */
export function outboundFetch(allowPrivate: boolean): typeof fetch {
  if (allowPrivate) return undiciFetch as unknown as typeof fetch;
  publicAgent ??= new Agent({ connect: publicConnector() });
  const dispatcher = publicAgent;
  return (async (input: Parameters<typeof fetch>[0], init?: RequestInit) => {
    try {
      return await undiciFetch(input as Parameters<typeof undiciFetch>[0], {
        ...(init as Parameters<typeof undiciFetch>[1]),
        dispatcher,
      });
    } catch (error) {
      if (error instanceof Error && error.cause instanceof PrivateAddressError) throw error.cause;
      throw error;
    }
  }) as unknown as typeof fetch;
}
