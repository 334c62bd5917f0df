// After AUTH_SECRET changes, the second factors better-auth stored under the former secret cannot be
// decrypted: the operator is told so (and how to get back in) instead of meeting a 500, a
// colleague's reset brings him back, and an enrollment left half-way starts again.
import { symmetricDecrypt, symmetricEncrypt } from "better-auth/crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { operator, type TestOperator, totpCode } from "../../../test/factories";
import { createTestApp, type TestApp, type TestUser } from "../../../test/harness";
import { isUndecryptable } from "../../auth/two-factor-secret";

const ROTATED_SECRET = "rotated-secret-9876543210fedcba9876543210fedcba";

let former: TestApp;
let rotated: TestApp;
let op: TestOperator;

beforeAll(async () => {
  former = await createTestApp();
  op = await operator(former);
  // The same database, served by a build whose AUTH_SECRET has changed.
  rotated = await createTestApp({ database: former.database, env: { AUTH_SECRET: ROTATED_SECRET } });
});
afterAll(() => former?.close());

type ErrorBody = { error: { code: string; message: string } };

/** Password, then the second step, in a fresh browser of the rotated build. */
async function signIn(app: TestApp, who: TestUser, second: { kind?: "totp" | "backup"; code: string }) {
  const browser = app.client();
  const first = await browser.request("POST", "/api/auth/sign-in", { email: who.email, password: who.password });
  expect(first.status).toBe(200);
  expect(first.body).toEqual({ twoFactorRequired: true });
  return { browser, res: await browser.request("POST", "/api/auth/sign-in/two-factor", second) };
}

describe("a second factor stored under a former AUTH_SECRET", () => {
  it("answers TWO_FACTOR_UNREADABLE to the app's code and to a recovery code, never a 500", async () => {
    for (const second of [
      { code: await totpCode(op.totpURI ?? "") },
      { kind: "backup" as const, code: op.backupCodes[1] ?? "" },
    ]) {
      const { browser, res } = await signIn(rotated, op.user, second);
      expect(res.status, second.kind ?? "totp").toBe(409);
      expect((res.body as ErrorBody).error).toEqual({
        code: "TWO_FACTOR_UNREADABLE",
        message:
          "Sua verificação em duas etapas não pode mais ser lida: a chave de segurança do servidor mudou e seus códigos de recuperação deixaram de valer. Peça a outro operador que use 'Redefinir verificação' em /operacao/operadores e depois cadastre o aplicativo de novo.",
      });
      expect([...browser.jar.keys()].some((k) => k.endsWith("session_token"))).toBe(false);
      expect((await browser.request("GET", "/api/operations/companies")).status).toBe(401);
    }
    // The same factor still works where the secret is the one it was stored under.
    expect((await signIn(former, op.user, { code: await totpCode(op.totpURI ?? "") })).res.status).toBe(200);
  });

  it("is cleared by a colleague's reset, after which the operator enrolls again", async () => {
    const colleague = await operator(rotated);
    const reset = await colleague.user.client.request(
      "POST",
      `/api/operations/operators/${op.user.userId}/reset-two-factor`,
      { reason: "A chave do servidor foi trocada; identidade confirmada por telefone." },
    );
    expect(reset.status).toBe(200);

    const browser = rotated.client();
    const signedIn = await rotated.signIn(op.user.email, op.user.password, browser);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toMatchObject({ id: op.user.userId, twoFactorEnabled: false });
    const enabled = await browser.request("POST", "/api/operations/two-factor/enable", { password: op.user.password });
    expect(enabled.status).toBe(200);
    const { totpURI } = enabled.body as { totpURI: string };
    const confirmed = await browser.request("POST", "/api/operations/two-factor/confirm", {
      code: await totpCode(totpURI),
    });
    expect(confirmed.status).toBe(200);
    expect((await signIn(rotated, op.user, { code: await totpCode(totpURI) })).res.status).toBe(200);
  });

  it("makes an enrollment begun under the former secret start again at the QR code", async () => {
    const pending = await operator(former, { twoFactor: false });
    const begun = await pending.user.client.request("POST", "/api/operations/two-factor/enable", {
      password: pending.user.password,
    });
    expect(begun.status).toBe(200);
    const formerURI = (begun.body as { totpURI: string }).totpURI;

    const browser = rotated.client();
    expect((await rotated.signIn(pending.user.email, pending.user.password, browser)).status).toBe(200);
    const stale = await browser.request("POST", "/api/operations/two-factor/confirm", {
      code: await totpCode(formerURI),
    });
    expect(stale.status).toBe(409);
    expect((stale.body as ErrorBody).error.message).toBe("Gere o código QR antes de confirmar.");

    const again = await browser.request("POST", "/api/operations/two-factor/enable", {
      password: pending.user.password,
    });
    expect(again.status).toBe(200);
    const confirmed = await browser.request("POST", "/api/operations/two-factor/confirm", {
      code: await totpCode((again.body as { totpURI: string }).totpURI),
    });
    expect(confirmed.status).toBe(200);
  });
});

describe("isUndecryptable", () => {
  it("recognises better-auth's own failure to decrypt under another secret, and nothing else", async () => {
    const stored = await symmetricEncrypt({ key: "a-former-secret-0123456789abcdef", data: "JBSWY3DPEHPK3PXP" });
    const failure = await symmetricDecrypt({ key: ROTATED_SECRET, data: stored }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect(isUndecryptable(failure)).toBe(true);
    expect(isUndecryptable(new Error("connection terminated unexpectedly"))).toBe(false);
    expect(isUndecryptable("invalid tag")).toBe(false);
  });
});
