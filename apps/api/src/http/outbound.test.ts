// Outbound requests reach only the public internet: every special-purpose address form is refused,
// a name is refused when any of its addresses is, the connection goes to the address checked (one
// lookup, whatever a second would say), redirects are returned rather than followed, and private
// targets are allowed only where WEBHOOKS_ALLOW_PRIVATE says so, never in production. Nothing here
// leaves this machine: names resolve through an injected resolver, receivers listen on loopback.
import http, { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import https from "node:https";
import type { AddressInfo, Socket } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { loadEnv } from "../env";
import { checkOutboundUrl, isPublicAddress, pinnedLookup, postJson, type ResolvedAddress } from "./outbound";

const PUBLIC_V4 = "93.184.216.34";
const PUBLIC_V6 = "2606:2800:220:1:248:1893:25c8:1946";

/** A resolver answering from a table, counting its lookups; an unknown name does not resolve. */
function fakeResolver(table: Record<string, string[] | string[][]>) {
  const calls: string[] = [];
  const resolve = async (hostname: string): Promise<ResolvedAddress[]> => {
    const entry = table[hostname];
    const round = calls.filter((h) => h === hostname).length;
    calls.push(hostname);
    if (!entry) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: "ENOTFOUND" });
    // A list of lists answers differently on each lookup (the last answer repeats).
    const answer = Array.isArray(entry[0])
      ? ((entry as string[][])[round] ?? (entry as string[][]).at(-1) ?? [])
      : entry;
    return (answer as string[]).map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));
  };
  return { resolve, calls };
}

describe("isPublicAddress", () => {
  const refused: [string, string][] = [
    ["127.0.0.1", "IPv4 loopback"],
    ["127.255.255.254", "IPv4 loopback, end of 127/8"],
    ["0.0.0.0", "IPv4 unspecified"],
    ["0.1.2.3", "IPv4 'this network' 0/8"],
    ["10.0.0.1", "private 10/8"],
    ["10.255.255.255", "private 10/8, last"],
    ["172.16.0.1", "private 172.16/12"],
    ["172.31.255.254", "private 172.16/12, last"],
    ["192.168.1.1", "private 192.168/16"],
    ["169.254.169.254", "link-local (cloud metadata)"],
    ["169.254.0.1", "link-local 169.254/16"],
    ["100.64.0.1", "CGNAT 100.64/10"],
    ["100.127.255.254", "CGNAT 100.64/10, last"],
    ["224.0.0.1", "IPv4 multicast"],
    ["239.255.255.250", "IPv4 multicast (SSDP)"],
    ["255.255.255.255", "IPv4 broadcast"],
    ["240.0.0.1", "IPv4 reserved 240/4"],
    ["192.0.0.1", "IETF protocol assignments 192.0.0/24"],
    ["192.0.2.1", "documentation TEST-NET-1"],
    ["198.51.100.1", "documentation TEST-NET-2"],
    ["203.0.113.1", "documentation TEST-NET-3"],
    ["198.18.0.1", "benchmarking 198.18/15"],
    ["198.19.255.254", "benchmarking 198.18/15, last"],
    ["192.88.99.1", "6to4 relay anycast"],
    ["::1", "IPv6 loopback"],
    ["::", "IPv6 unspecified"],
    ["fe80::1", "IPv6 link-local"],
    ["fe80::1%eth0", "IPv6 link-local with a zone"],
    ["febf:ffff::1", "IPv6 link-local, end of fe80::/10"],
    ["fec0::1", "IPv6 site-local (deprecated)"],
    ["fc00::1", "IPv6 unique-local fc00::/7"],
    ["fd12:3456:789a::1", "IPv6 unique-local fd00::/8"],
    ["ff02::1", "IPv6 multicast"],
    ["ff0e::1", "IPv6 global multicast"],
    ["::ffff:127.0.0.1", "IPv4-mapped loopback"],
    ["::ffff:7f00:1", "IPv4-mapped loopback, hex"],
    ["::ffff:10.0.0.1", "IPv4-mapped private"],
    ["::ffff:169.254.169.254", "IPv4-mapped link-local"],
    ["::ffff:0.0.0.0", "IPv4-mapped unspecified"],
    ["::127.0.0.1", "IPv4-compatible loopback"],
    ["::10.0.0.1", "IPv4-compatible private"],
    ["::8.8.8.8", "IPv4-compatible (deprecated form, even of a public address)"],
    ["::ffff:0:127.0.0.1", "IPv4-translated (RFC 6145)"],
    ["64:ff9b::127.0.0.1", "NAT64 of loopback"],
    ["64:ff9b::a9fe:a9fe", "NAT64 of 169.254.169.254"],
    ["64:ff9b::10.0.0.1", "NAT64 of private"],
    ["64:ff9b:1::a00:1", "NAT64 local-use prefix 64:ff9b:1::/48"],
    ["2002:7f00:1::1", "6to4 of 127.0.0.1"],
    ["2002:a00:1::1", "6to4 of 10.0.0.1"],
    ["2002:5db8:d822::1", "6to4 of a public address (deprecated tunnel)"],
    ["2001:0:4136:e378:8000:63bf:80ff:fffe", "Teredo of 127.0.0.1"],
    ["2001:0:4136:e378:8000:63bf:f5ff:fffe", "Teredo of 10.0.0.1"],
    ["2001:db8::1", "IPv6 documentation 2001:db8::/32"],
    ["3fff::1", "IPv6 documentation 3fff::/20"],
    ["2001:2::1", "IPv6 benchmarking 2001:2::/48"],
    ["2001:10::1", "ORCHID (deprecated)"],
    ["2001:20::1", "ORCHIDv2"],
    ["100::1", "IPv6 discard-only 100::/64"],
    ["5f00::1", "SRv6 SIDs 5f00::/16"],
    ["4000::1", "IPv6 outside 2000::/3 (unassigned)"],
    ["not-an-ip", "not an address"],
    ["2130706433", "decimal IPv4, not an address a resolver gives"],
    ["0x7f000001", "hex IPv4, not an address a resolver gives"],
    ["0177.0.0.1", "octal IPv4, not an address a resolver gives"],
  ];
  it.each(refused)("refuses %s (%s)", (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  const accepted: [string, string][] = [
    [PUBLIC_V4, "public IPv4"],
    ["8.8.8.8", "public IPv4"],
    ["1.1.1.1", "public IPv4"],
    ["172.32.0.1", "public, just above 172.16/12"],
    ["100.128.0.1", "public, just above 100.64/10"],
    ["11.0.0.1", "public, just above 10/8"],
    [PUBLIC_V6, "public IPv6"],
    ["2606:4700:4700::1111", "public IPv6"],
    ["::ffff:8.8.8.8", "IPv4-mapped public"],
    ["64:ff9b::808:808", "NAT64 of a public address (an IPv6-only network's DNS64)"],
  ];
  it.each(accepted)("accepts %s (%s)", (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});

describe("checkOutboundUrl", () => {
  const dns = fakeResolver({
    "metadata.google.internal": ["169.254.169.254"],
    localhost: ["127.0.0.1", "::1"],
    "intranet.empresa.test": ["10.1.2.3"],
    "mixed.empresa.test": [PUBLIC_V4, "192.168.0.10"],
    "mixed6.empresa.test": [PUBLIC_V4, "fd00::1"],
    "mapped.empresa.test": ["::ffff:127.0.0.1"],
    "hooks.publico.test": [PUBLIC_V4, PUBLIC_V6],
    "empty.empresa.test": [],
  });
  const strict = { allowPrivate: false, resolve: dns.resolve };

  // The URL parser turns every spelling of an IPv4 address into the dotted form first.
  const refusedUrls: [string, string][] = [
    ["https://127.0.0.1/hooks", "loopback"],
    ["https://127.0.0.1./hooks", "loopback, trailing dot"],
    ["https://[::1]/hooks", "IPv6 loopback"],
    ["https://169.254.169.254/latest/meta-data/", "cloud metadata"],
    ["https://10.0.0.1/hooks", "private 10/8"],
    ["https://172.16.0.1/hooks", "private 172.16/12"],
    ["https://192.168.0.1/hooks", "private 192.168/16"],
    ["https://100.64.0.1/hooks", "CGNAT"],
    ["https://0.0.0.0/hooks", "unspecified"],
    ["https://2130706433/hooks", "decimal loopback"],
    ["https://0x7f000001/hooks", "hex loopback"],
    ["https://0177.0.0.1/hooks", "octal loopback"],
    ["https://0x7f.0.0.1/hooks", "hex first byte"],
    ["https://127.1/hooks", "shortened loopback"],
    ["https://017700000001/hooks", "octal whole number"],
    ["https://0xa9fea9fe/hooks", "hex metadata address"],
    ["https://１２７.0.0.1/hooks", "full-width digits"],
    ["https://[::ffff:127.0.0.1]/hooks", "IPv4-mapped loopback"],
    ["https://[::ffff:a9fe:a9fe]/hooks", "IPv4-mapped metadata"],
    ["https://[::127.0.0.1]/hooks", "IPv4-compatible loopback"],
    ["https://[64:ff9b::7f00:1]/hooks", "NAT64 loopback"],
    ["https://[2002:7f00:1::1]/hooks", "6to4 loopback"],
    ["https://[fe80::1]/hooks", "IPv6 link-local"],
    ["https://[fd00::1]/hooks", "IPv6 unique-local"],
    ["https://[ff02::1]/hooks", "IPv6 multicast"],
    ["https://metadata.google.internal/computeMetadata/v1/", "name of the metadata service"],
    ["https://localhost/hooks", "localhost"],
    ["https://intranet.empresa.test/hooks", "name resolving to a private address"],
    ["https://mixed.empresa.test/hooks", "name with one public and one private IPv4 address"],
    ["https://mixed6.empresa.test/hooks", "name with one public and one unique-local address"],
    ["https://mapped.empresa.test/hooks", "name resolving to an IPv4-mapped loopback"],
    ["https://user:pass@127.0.0.1/hooks", "credentials before a loopback host"],
    ["ftp://hooks.publico.test/", "another scheme"],
    ["file:///etc/passwd", "a file"],
    ["não é url", "not a URL"],
  ];
  it.each(refusedUrls)("refuses %s (%s)", async (url) => {
    expect(await checkOutboundUrl(url, strict)).toEqual({ ok: false, reason: "forbidden" });
  });

  it("checks an IP literal without a lookup", async () => {
    const before = dns.calls.length;
    await checkOutboundUrl("https://0x7f000001/", strict);
    await checkOutboundUrl(`https://${PUBLIC_V4}/`, strict);
    expect(dns.calls.length).toBe(before);
  });

  it("accepts a name whose every address is public, after one lookup", async () => {
    const { resolve, calls } = fakeResolver({ "hooks.publico.test": [PUBLIC_V4, PUBLIC_V6] });
    const target = await checkOutboundUrl("https://hooks.publico.test/pm", { allowPrivate: false, resolve });
    expect(target).toMatchObject({
      ok: true,
      hostname: "hooks.publico.test",
      addresses: [
        { address: PUBLIC_V4, family: 4 },
        { address: PUBLIC_V6, family: 6 },
      ],
    });
    expect(calls).toEqual(["hooks.publico.test"]);
    expect(await checkOutboundUrl(`https://[${PUBLIC_V6}]/`, strict)).toMatchObject({ ok: true });
  });

  it("tells a name that does not resolve apart", async () => {
    expect(await checkOutboundUrl("https://nada.empresa.test/", strict)).toEqual({ ok: false, reason: "unresolved" });
    expect(await checkOutboundUrl("https://empty.empresa.test/", strict)).toEqual({
      ok: false,
      reason: "unresolved",
    });
  });

  it("allows loopback and private addresses only when the policy does", async () => {
    const loose = { allowPrivate: true, resolve: dns.resolve };
    expect(await checkOutboundUrl("http://127.0.0.1:8080/hooks", loose)).toMatchObject({ ok: true });
    expect(await checkOutboundUrl("http://localhost:8080/hooks", loose)).toMatchObject({ ok: true });
    expect(await checkOutboundUrl("http://localhost:8080/hooks", strict)).toMatchObject({ ok: false });
  });
});

describe("pinnedLookup", () => {
  const checked: ResolvedAddress[] = [
    { address: PUBLIC_V4, family: 4 },
    { address: PUBLIC_V6, family: 6 },
  ];
  const ask = (options: { all?: boolean; family?: number }) =>
    new Promise<unknown[]>((resolve) =>
      pinnedLookup(checked)("rebind.empresa.test", options, (...args) => resolve(args)),
    );

  it("answers with the checked addresses whatever the name, without a lookup", async () => {
    expect(await ask({ all: true })).toEqual([null, checked]);
    expect(await ask({})).toEqual([null, PUBLIC_V4, 4]);
    expect(await ask({ family: 6 })).toEqual([null, PUBLIC_V6, 6]);
    expect(await ask({ all: true, family: 4 })).toEqual([null, [checked[0]]]);
  });
});

interface Hit {
  path: string | undefined;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A receiver on a loopback address answering `reply` to whatever it gets. */
async function receiver(host: string, port = 0, reply: (res: http.ServerResponse) => void = (res) => res.end("ok")) {
  const hits: Hit[] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => {
      body += chunk;
    });
    req.on("end", () => {
      hits.push({ path: req.url, headers: req.headers, body });
      reply(res);
    });
  });
  server.on("connection", (s) => {
    sockets.add(s);
    s.on("close", () => sockets.delete(s));
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, resolve);
  });
  return {
    hits,
    port: (server.address() as AddressInfo).port,
    close: () => {
      for (const s of sockets) s.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe("postJson", () => {
  let main: Awaited<ReturnType<typeof receiver>>;
  let other: Awaited<ReturnType<typeof receiver>>;
  let status = 200;
  let location: string | undefined;

  beforeAll(async () => {
    main = await receiver("127.0.0.1", 0, (res) => {
      res.statusCode = status;
      if (location) res.setHeader("location", location);
      res.end("segredo interno");
    });
    // The same port on another loopback address: where a second lookup would lead.
    other = await receiver("127.0.0.2", main.port);
  });
  afterAll(async () => {
    await main?.close();
    await other?.close();
  });
  afterEach(() => {
    status = 200;
    location = undefined;
    main.hits.length = 0;
    other.hits.length = 0;
    vi.restoreAllMocks();
  });

  const headers = { "content-type": "application/json", "pm-event-id": "evt_1" };
  const loopback = { allowPrivate: true };

  it("POSTs the body and headers as given, and returns the status", async () => {
    const result = await postJson(`http://127.0.0.1:${main.port}/hooks?x=1`, '{"a":1}', headers, loopback);
    expect(result).toEqual({ kind: "response", status: 200 });
    expect(main.hits).toHaveLength(1);
    expect(main.hits[0]).toMatchObject({
      path: "/hooks?x=1",
      body: '{"a":1}',
      headers: { "content-type": "application/json", "pm-event-id": "evt_1", "content-length": "7" },
    });
  });

  it("refuses a private target without connecting to it", async () => {
    const result = await postJson(`http://127.0.0.1:${main.port}/hooks`, "{}", headers, { allowPrivate: false });
    expect(result).toEqual({ kind: "forbidden" });
    const decimal = await postJson(`http://2130706433:${main.port}/hooks`, "{}", headers, { allowPrivate: false });
    expect(decimal).toEqual({ kind: "forbidden" });
    expect(main.hits).toHaveLength(0);
  });

  it("returns a redirect without following it", async () => {
    status = 302;
    location = `http://127.0.0.2:${main.port}/elsewhere`;
    const result = await postJson(`http://127.0.0.1:${main.port}/hooks`, "{}", headers, loopback);
    expect(result).toEqual({ kind: "response", status: 302 });
    expect(main.hits).toHaveLength(1);
    expect(other.hits).toHaveLength(0);
  });

  it("tells a refused connection and a name that does not resolve as failures", async () => {
    const closed = await receiver("127.0.0.1");
    await closed.close();
    expect(await postJson(`http://127.0.0.1:${closed.port}/`, "{}", headers, loopback)).toEqual({ kind: "failed" });
    const { resolve } = fakeResolver({});
    expect(await postJson("https://nada.empresa.test/", "{}", headers, { allowPrivate: false, resolve })).toEqual({
      kind: "failed",
    });
  });

  it("gives up at the deadline, the lookup included", async () => {
    const silent = await receiver("127.0.0.1", 0, () => {});
    try {
      const result = await postJson(`http://127.0.0.1:${silent.port}/`, "{}", headers, { ...loopback, timeoutMs: 200 });
      expect(result).toEqual({ kind: "timeout" });
    } finally {
      await silent.close();
    }
    const hanging = () => new Promise<ResolvedAddress[]>(() => {});
    const result = await postJson("https://lento.empresa.test/", "{}", headers, {
      allowPrivate: false,
      resolve: hanging,
      timeoutMs: 100,
    });
    expect(result).toEqual({ kind: "timeout" });
  });

  it("connects to the address it checked: a second lookup would lead elsewhere (DNS rebinding)", async () => {
    // First answer: the receiver on 127.0.0.1; any later one: 127.0.0.2, on the same port.
    const { resolve, calls } = fakeResolver({ "rebind.empresa.test": [["127.0.0.1"], ["127.0.0.2"]] });
    const result = await postJson(`http://rebind.empresa.test:${main.port}/hooks`, "{}", headers, {
      allowPrivate: true,
      resolve,
    });
    expect(result).toEqual({ kind: "response", status: 200 });
    expect(calls).toEqual(["rebind.empresa.test"]);
    expect(main.hits).toHaveLength(1);
    expect(main.hits[0]?.headers.host).toBe(`rebind.empresa.test:${main.port}`);
    expect(other.hits).toHaveLength(0);
  });

  it("connects over TLS to the public address checked, naming and verifying the host, when the name rebinds to a private one", async () => {
    const { resolve, calls } = fakeResolver({ "rebind.publico.test": [[PUBLIC_V4], ["127.0.0.1"]] });
    const seen: { host?: string; servername?: string; rejectUnauthorized?: boolean; connectsTo?: unknown }[] = [];
    // Stops at the socket: what it would connect to is read, nothing leaves this machine.
    vi.spyOn(https.Agent.prototype, "createConnection").mockImplementation(function (
      this: https.Agent,
      ...args: unknown[]
    ) {
      const options = args[0] as https.RequestOptions & { servername?: string };
      const done = args[1] as (err: Error | null) => void;
      options.lookup?.(String(options.host), { all: true }, (_err, addresses) => {
        seen.push({
          host: String(options.host),
          servername: options.servername,
          rejectUnauthorized: options.rejectUnauthorized,
          connectsTo: addresses,
        });
      });
      done(new Error("stopped before connecting"));
      return undefined as never;
    });
    const result = await postJson("https://rebind.publico.test/hooks", "{}", headers, { allowPrivate: false, resolve });
    expect(result).toEqual({ kind: "failed" });
    expect(calls).toEqual(["rebind.publico.test"]);
    expect(seen).toEqual([
      {
        host: "rebind.publico.test",
        servername: "rebind.publico.test",
        rejectUnauthorized: undefined,
        connectsTo: [{ address: PUBLIC_V4, family: 4 }],
      },
    ]);
  });

  it("checks again at the next call: a name now resolving to a private address is refused", async () => {
    const { resolve, calls } = fakeResolver({ "rebind.publico.test": [["127.0.0.1"]] });
    const spy = vi.spyOn(http.Agent.prototype, "createConnection");
    const result = await postJson(`http://rebind.publico.test:${main.port}/`, "{}", headers, {
      allowPrivate: false,
      resolve,
    });
    expect(result).toEqual({ kind: "forbidden" });
    expect(calls).toHaveLength(1);
    expect(spy).not.toHaveBeenCalled();
    expect(main.hits).toHaveLength(0);
  });
});

describe("WEBHOOKS_ALLOW_PRIVATE", () => {
  const base = { BASE_URL: "http://localhost:3000", AUTH_SECRET: "x".repeat(32), DATA_DIR: "/tmp/pm-outbound-test" };

  it("is off unless set", () => {
    expect(loadEnv({ ...base, NODE_ENV: "test" }).WEBHOOKS_ALLOW_PRIVATE).toBe(false);
    expect(loadEnv({ ...base, NODE_ENV: "development" }).WEBHOOKS_ALLOW_PRIVATE).toBe(false);
    expect(loadEnv({ ...base, NODE_ENV: "development", WEBHOOKS_ALLOW_PRIVATE: "true" }).WEBHOOKS_ALLOW_PRIVATE).toBe(
      true,
    );
  });

  it("is refused in production, by name", () => {
    const production = { ...base, NODE_ENV: "production", PAYMENT_PROVIDER: "stripe" };
    const stripe = { STRIPE_SECRET_KEY: "sk_test_x", STRIPE_WEBHOOK_SECRET: "whsec_x" };
    expect(loadEnv({ ...production, ...stripe }).WEBHOOKS_ALLOW_PRIVATE).toBe(false);
    expect(() => loadEnv({ ...production, ...stripe, WEBHOOKS_ALLOW_PRIVATE: "true" })).toThrow(
      /WEBHOOKS_ALLOW_PRIVATE: refused in production/,
    );
  });
});
