// The HTTP server's own limits (a slow client cannot hold a connection for minutes) and its drain
// (a graceful shutdown answers what is running, refuses what is new, and closes what is idle).
import net from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import { afterEach, describe, expect, it } from "vitest";
import { type RunningServer, type ServerLimits, startHttpServer } from "./server";

const LIMITS: ServerLimits = {
  headersTimeoutMs: 800,
  requestTimeoutMs: 1_000,
  keepAliveTimeoutMs: 500,
  maxConnections: 100,
};

const running: RunningServer[] = [];
afterEach(async () => {
  for (const s of running.splice(0)) {
    s.beginDrain();
    await s.finish(100);
  }
});

/** A server on a free port whose routes echo the body, wait on /slow, and answer /fast at once. */
async function serve(limits: Partial<ServerLimits> = {}) {
  const server = startHttpServer({
    port: 0,
    hostname: "127.0.0.1",
    limits: { ...LIMITS, ...limits },
    fetch: async (request) => {
      const url = new URL(request.url);
      if (url.pathname === "/slow") {
        await sleep(Number(url.searchParams.get("ms") ?? 600));
        return new Response("terminou");
      }
      if (request.method === "POST") return new Response(`recebido ${(await request.text()).length}`);
      return new Response("ok");
    },
  });
  running.push(server);
  await new Promise<void>((resolve) => {
    if (server.server.listening) resolve();
    else server.server.once("listening", () => resolve());
  });
  const { port } = server.server.address() as net.AddressInfo;
  return { server, port };
}

/** A raw connection: what the server sends back, and when it closed. */
function connect(port: number) {
  const socket = net.connect(port, "127.0.0.1");
  let received = "";
  let closedAt: number | null = null;
  socket.on("data", (chunk) => {
    received += chunk.toString("utf8");
  });
  socket.on("close", () => {
    closedAt = Date.now();
  });
  socket.on("error", () => {});
  return {
    socket,
    get received() {
      return received;
    },
    get closedAt() {
      return closedAt;
    },
    ready: new Promise<void>((resolve) => socket.once("connect", () => resolve())),
    async waitClosed(ms: number) {
      const until = Date.now() + ms;
      while (closedAt === null && Date.now() < until) await sleep(20);
      return closedAt;
    },
  };
}

describe("the server's timeouts", () => {
  it("answers 408 and closes a body sent a byte at a time, within the request timeout", async () => {
    const { port } = await serve();
    const c = connect(port);
    await c.ready;
    const started = Date.now();
    c.socket.write("POST /eco HTTP/1.1\r\nHost: localhost\r\nContent-Type: text/plain\r\nContent-Length: 100\r\n\r\n");
    const drip = setInterval(() => c.socket.writable && c.socket.write("a"), 100);
    try {
      await c.waitClosed(5_000);
    } finally {
      clearInterval(drip);
    }
    expect(c.received).toMatch(/^HTTP\/1\.1 408 /);
    // Node checks its timeouts every second: the limit (1 s) plus at most that check.
    expect((c.closedAt ?? Number.POSITIVE_INFINITY) - started).toBeLessThan(3_500);
  });

  it("answers 408 to headers that never end", async () => {
    const { port } = await serve();
    const c = connect(port);
    await c.ready;
    c.socket.write("GET /fast HTTP/1.1\r\nHost: localhost\r\n");
    const drip = setInterval(() => c.socket.writable && c.socket.write("X-Lento: 1\r\n"), 100);
    try {
      await c.waitClosed(5_000);
    } finally {
      clearInterval(drip);
    }
    expect(c.received).toMatch(/^HTTP\/1\.1 408 /);
  });

  it("still takes a body sent at a normal pace", async () => {
    const { port } = await serve();
    const res = await fetch(`http://127.0.0.1:${port}/eco`, { method: "POST", body: "x".repeat(10_000) });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe("recebido 10000");
  });

  it("closes an idle keep-alive connection after its timeout", async () => {
    const { port } = await serve();
    const c = connect(port);
    await c.ready;
    c.socket.write("GET /fast HTTP/1.1\r\nHost: localhost\r\n\r\n");
    const answeredAt = Date.now();
    await c.waitClosed(3_000);
    expect(c.received).toMatch(/^HTTP\/1\.1 200 /);
    expect((c.closedAt ?? Number.POSITIVE_INFINITY) - answeredAt).toBeLessThan(2_500);
  });
});

describe("draining the server", () => {
  it("lets running requests finish, answers new ones on open connections with 503 and closes them, refuses new connections", async () => {
    const { server, port } = await serve();
    const slow = fetch(`http://127.0.0.1:${port}/slow?ms=600`);
    // A connection in the middle of sending its request: not idle, so the drain does not cut it.
    const late = connect(port);
    await late.ready;
    late.socket.write("GET /fast HTTP/1.1\r\nHost: localhost\r\n");
    await sleep(100);
    expect(server.inFlight).toBe(1);

    server.beginDrain();
    const finishing = server.finish(5_000);
    late.socket.write("\r\n");
    await late.waitClosed(3_000);
    expect(late.received).toMatch(/^HTTP\/1\.1 503 /);
    expect(late.received.toLowerCase()).toContain("connection: close");
    expect(late.received).toContain("SERVICE_UNAVAILABLE");

    await expect(fetch(`http://127.0.0.1:${port}/fast`)).rejects.toThrow();

    const res = await slow;
    expect(res.status).toBe(200);
    expect(await res.text()).toBe("terminou");
    expect(await finishing).toEqual({ finished: true, cut: 0 });
  });

  it("cuts what is still running at the deadline", async () => {
    const { server, port } = await serve();
    const stuck = fetch(`http://127.0.0.1:${port}/slow?ms=10000`).then(
      (r) => r.status,
      () => "cortada",
    );
    await sleep(100);
    server.beginDrain();
    const started = Date.now();
    expect(await server.finish(300)).toEqual({ finished: false, cut: 1 });
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(await stuck).toBe("cortada");
  });
});
