// Requests this server makes to addresses its users chose (webhook endpoints). A user-chosen URL
// must not reach the server's own network: the host is resolved once, every address it resolves
// to must be public, and the connection goes to those checked addresses (a second lookup could
// answer differently: DNS rebinding). Redirects are never followed.
import dns from "node:dns";
import http from "node:http";
import https from "node:https";
import net from "node:net";
import ipaddr from "ipaddr.js";

export interface ResolvedAddress {
  address: string;
  family: number;
}

/** Every address a host name resolves to. */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

/** The system's resolver (what any other program on this machine would connect to). */
export const systemResolver: Resolver = (hostname) => dns.promises.lookup(hostname, { all: true });

export interface OutboundPolicy {
  /** Loopback and private addresses are allowed too: local development and tests only. */
  allowPrivate: boolean;
  resolve?: Resolver;
}

/** Where a URL may be reached: its checked addresses, or why not. */
export type OutboundTarget =
  | { ok: true; url: URL; hostname: string; addresses: ResolvedAddress[] }
  | { ok: false; reason: "forbidden" | "unresolved" };

export type OutboundResult =
  | { kind: "response"; status: number }
  /** The address is not a public one: nothing was sent. */
  | { kind: "forbidden" }
  /** The name did not resolve, or the connection failed. */
  | { kind: "failed" }
  | { kind: "timeout" };

export const OUTBOUND_TIMEOUT_MS = 10_000;

// Outside the global unicast block (2000::/3) IPv6 holds only special-purpose and unassigned space,
// the IPv4-compatible ::/96 included.
const GLOBAL_UNICAST = ipaddr.IPv6.parseCIDR("2000::/3");
// NAT64's well-known prefix carries an IPv4 address in its last 32 bits; the local-use prefix
// (64:ff9b:1::/48) leads to a private translator and stays refused.
const NAT64 = ipaddr.IPv6.parseCIDR("64:ff9b::/96");

function isPublicIPv4(ip: ipaddr.IPv4): boolean {
  // Anything ipaddr.js names (loopback, private, linkLocal, carrierGradeNat, multicast, broadcast,
  // unspecified, reserved, documentation and benchmark ranges…) is special; only "unicast" is public.
  return ip.range() === "unicast";
}

function isPublicIPv6(ip: ipaddr.IPv6): boolean {
  if (ip.isIPv4MappedAddress()) return isPublicIPv4(ip.toIPv4Address());
  if (ip.match(NAT64)) {
    const [hi = 0, lo = 0] = ip.parts.slice(6);
    return isPublicIPv4(new ipaddr.IPv4([hi >> 8, hi & 0xff, lo >> 8, lo & 0xff]));
  }
  // 6to4 and Teredo (deprecated tunnels that may lead to any IPv4 address) are named ranges too.
  return ip.match(GLOBAL_UNICAST) && ip.range() === "unicast";
}

/**
 * An IPv6 address in the URL standard's form, without a zone (it changes only the interface). The
 * dotted tail of `::a.b.c.d` (IPv4-compatible, as a resolver may print it) becomes hex here:
 * ipaddr.js would read that spelling as IPv4-mapped.
 */
const canonicalIPv6 = (address: string) => new URL(`http://[${address.replace(/%.*$/, "")}]`).hostname.slice(1, -1);

/** Whether an IP address (v4 in dotted form, or v6) is on the public internet. */
export function isPublicAddress(address: string): boolean {
  try {
    const family = net.isIP(address);
    if (family === 4) return isPublicIPv4(ipaddr.IPv4.parse(address));
    if (family === 6) return isPublicIPv6(ipaddr.IPv6.parse(canonicalIPv6(address)));
  } catch {
    // Unreadable: not an address to connect to.
  }
  return false;
}

/** A URL's host as a socket takes it: an IPv6 literal without its brackets. */
const socketHost = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, "$1");

function untilAborted<T>(promise: Promise<T>, signal?: AbortSignal): Promise<T> {
  if (!signal) return promise;
  signal.throwIfAborted();
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener("abort", onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener("abort", onAbort));
  });
}

/**
 * Resolves a URL's host once and checks every address it resolves to. The URL parser has already
 * turned decimal, octal and hex spellings of IPv4 (`2130706433`, `0177.0.0.1`, `0x7f000001`) into
 * the dotted form, which is checked without a lookup.
 */
export async function checkOutboundUrl(
  rawUrl: string,
  policy: OutboundPolicy,
  signal?: AbortSignal,
): Promise<OutboundTarget> {
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    return { ok: false, reason: "forbidden" };
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return { ok: false, reason: "forbidden" };
  const hostname = socketHost(url);
  const family = net.isIP(hostname);
  let addresses: ResolvedAddress[];
  if (family !== 0) {
    addresses = [{ address: hostname, family }];
  } else {
    try {
      addresses = await untilAborted((policy.resolve ?? systemResolver)(hostname), signal);
    } catch (error) {
      if (signal?.aborted) throw error;
      return { ok: false, reason: "unresolved" };
    }
    if (addresses.length === 0) return { ok: false, reason: "unresolved" };
  }
  if (!policy.allowPrivate && !addresses.every((a) => isPublicAddress(a.address))) {
    return { ok: false, reason: "forbidden" };
  }
  return { ok: true, url, hostname, addresses };
}

/**
 * A socket lookup that answers with the addresses already checked, whatever it is asked: the
 * connection cannot go anywhere else, while TLS still names (SNI) and verifies the host name.
 */
export function pinnedLookup(addresses: ResolvedAddress[]): net.LookupFunction {
  return (_hostname, options, callback) => {
    const wanted = options.family === 4 || options.family === 6 ? options.family : 0;
    const matching = addresses.filter((a) => wanted === 0 || a.family === wanted);
    const usable = matching.length > 0 ? matching : addresses;
    if (options.all) {
      callback(null, usable);
      return;
    }
    const [first] = usable;
    if (!first) callback(Object.assign(new Error("no address"), { code: "ENOTFOUND" }), "");
    else callback(null, first.address, first.family);
  };
}

function request(
  target: Extract<OutboundTarget, { ok: true }>,
  body: string,
  headers: Record<string, string>,
  signal: AbortSignal,
): Promise<OutboundResult> {
  const { url } = target;
  const transport = url.protocol === "https:" ? https : http;
  return new Promise((resolve) => {
    const req = transport.request(
      {
        method: "POST",
        host: target.hostname,
        port: url.port || undefined,
        path: `${url.pathname}${url.search}`,
        headers: { ...headers, "content-length": String(Buffer.byteLength(body)) },
        // One connection per request: a pooled socket would outlive the addresses checked for it.
        agent: false,
        lookup: pinnedLookup(target.addresses),
        signal,
      },
      (res) => {
        // The answer's status is all that is kept; its body is read and dropped (until the deadline).
        res.on("error", () => {});
        res.resume();
        resolve({ kind: "response", status: res.statusCode ?? 0 });
      },
    );
    req.on("error", () => resolve(signal.aborted ? { kind: "timeout" } : { kind: "failed" }));
    req.end(body);
  });
}

/**
 * POSTs a JSON body to a URL whose host resolves only to public addresses (unless the policy
 * allows private ones), connecting to the checked addresses. A 3xx is returned as it is, never
 * followed. The deadline covers the lookup, the connection and the answer's headers.
 */
export async function postJson(
  rawUrl: string,
  body: string,
  headers: Record<string, string>,
  options: OutboundPolicy & { timeoutMs?: number },
): Promise<OutboundResult> {
  const signal = AbortSignal.timeout(options.timeoutMs ?? OUTBOUND_TIMEOUT_MS);
  let target: OutboundTarget;
  try {
    target = await checkOutboundUrl(rawUrl, options, signal);
  } catch {
    return { kind: "timeout" };
  }
  if (!target.ok) return target.reason === "forbidden" ? { kind: "forbidden" } : { kind: "failed" };
  return request(target, body, headers, signal);
}
