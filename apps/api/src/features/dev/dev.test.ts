import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/harness";

/** The bindings @hono/node-server hands the app: the socket a request came in on. */
const fromAddress = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } });

let dev: TestApp;
beforeAll(async () => {
  dev = await createTestApp();
});
afterAll(() => dev?.close());

describe("/dev outside production", () => {
  it.each(["127.0.0.1", "::1", "::ffff:127.0.0.1"])("answers the machine itself (%s)", async (address) => {
    const res = await dev.app.request("/dev/emails", {}, fromAddress(address));
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("Caixa de saída de e-mails");
  });

  it.each(["/dev/emails", "/dev/emails.json", "/dev/emails.json?to=alguem@exemplo.com.br"])(
    "answers 404 to another address on the network (%s)",
    async (path) => {
      const res = await dev.app.request(path, {}, fromAddress("192.168.0.77"));
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: { code: "NOT_FOUND", message: "Não encontrado." } });
    },
  );

  it("does not believe a forged X-Forwarded-For from a remote address", async () => {
    const t = await createTestApp({ database: dev.database, env: { TRUST_PROXY: "1" } });
    const res = await t.app.request(
      "/dev/emails.json",
      { headers: { "x-forwarded-for": "127.0.0.1" } },
      fromAddress("203.0.113.8"),
    );
    expect(res.status).toBe(404);
  });

  it("behind a local proxy, answers only the clients the proxy says are local", async () => {
    const t = await createTestApp({ database: dev.database, env: { TRUST_PROXY: "1" } });
    const remote = await t.app.request(
      "/dev/emails.json",
      { headers: { "x-forwarded-for": "198.51.100.4" } },
      fromAddress("127.0.0.1"),
    );
    expect(remote.status).toBe(404);
    const local = await t.app.request(
      "/dev/emails.json",
      { headers: { "x-forwarded-for": "127.0.0.1" } },
      fromAddress("127.0.0.1"),
    );
    expect(local.status).toBe(200);
  });
});

describe("/dev in production", () => {
  it("does not exist: a JSON 404, even from loopback", async () => {
    const prod = await createTestApp({
      database: dev.database,
      env: { NODE_ENV: "production", PAYMENT_PROVIDER: "sandbox", ALLOW_SANDBOX_PAYMENTS: "true" },
    });
    for (const path of ["/dev/emails", "/dev/emails.json?to=a@b.com", "/dev/qualquer"]) {
      const res = await prod.app.request(path, {}, fromAddress("127.0.0.1"));
      expect(res.status).toBe(404);
      expect(res.headers.get("content-type")).toContain("application/json");
    }
  });
});
