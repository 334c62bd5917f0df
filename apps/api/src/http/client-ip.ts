import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/** The address of the TCP peer, or "local" for an in-process request (tests have no socket). */
export function peerAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "local";
  }
}

/**
 * The caller's address. `trustedHops` is how many proxies of ours stand in front (TRUST_PROXY):
 * each appends the address it received from to X-Forwarded-For, so the client is the entry that
 * many places from the right. Entries further left were written by the client and prove nothing;
 * with fewer entries than hops the request did not come through our proxies, and the peer is
 * the client. A proxy of ours reaches the app over loopback or a private network: a peer on a
 * public address is a client that bypassed them, and its header is not believed.
 */
export function clientIp(c: Context, trustedHops: number): string {
  const peer = peerAddress(c);
  if (trustedHops > 0 && isPrivateAddress(peer)) {
    const entries = (c.req.header("x-forwarded-for") ?? "")
      .split(",")
      .map((e) => e.trim())
      .filter(Boolean);
    const client = entries[entries.length - trustedHops];
    if (client) return client;
  }
  return peer;
}

/** 127.0.0.0/8, ::1 and their IPv4-mapped form; "local" is an in-process test request. */
export function isLoopback(address: string): boolean {
  const v4 = address.startsWith("::ffff:") ? address.slice(7) : address;
  return v4.startsWith("127.") || address === "::1" || address === "local";
}

/** Loopback, RFC 1918, carrier-grade NAT, link-local and IPv6 unique-local addresses. */
export function isPrivateAddress(address: string): boolean {
  if (isLoopback(address)) return true;
  const v4 = address.startsWith("::ffff:") ? address.slice(7) : address;
  const octets = v4.split(".").map(Number);
  if (octets.length === 4 && octets.every((o) => Number.isInteger(o) && o >= 0 && o <= 255)) {
    const [a = 0, b = 0] = octets;
    return (
      a === 10 ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 100 && b >= 64 && b <= 127) ||
      (a === 169 && b === 254)
    );
  }
  const v6 = address.toLowerCase();
  return /^f[cd][0-9a-f]{2}:/.test(v6) || v6.startsWith("fe80:");
}
