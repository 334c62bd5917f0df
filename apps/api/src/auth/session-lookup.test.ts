import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { signedSessionToken } from "./session-lookup";

// The session cookie as better-auth signs it: `<token>.<base64 HMAC-SHA256 of the token>`.
const SECRET = "segredo-de-teste-com-32-caracteres!!";
const sign = (token: string, secret = SECRET) =>
  `${token}.${createHmac("sha256", secret).update(token).digest("base64")}`;

describe("signedSessionToken", () => {
  it("reads the token of a cookie signed with the secret, plain or __Secure-", () => {
    expect(signedSessionToken(`pm.session_token=${sign("abc123")}`, SECRET)).toBe("abc123");
    expect(signedSessionToken(`__Secure-pm.session_token=${sign("xyz")}`, SECRET)).toBe("xyz");
    expect(signedSessionToken(`pm.session_token=${sign("x")}`, SECRET)).toBe("x");
    expect(signedSessionToken(`tema=escuro; pm.session_token=${sign("abc123")}; outro=1`, SECRET)).toBe("abc123");
  });

  it("keeps the dots of a token: the signature is what follows the last one", () => {
    expect(signedSessionToken(`pm.session_token=${sign("a.b.c")}`, SECRET)).toBe("a.b.c");
  });

  it("refuses a cookie signed with another secret, or with its signature cut or changed", () => {
    const good = sign("abc123");
    expect(signedSessionToken(`pm.session_token=${sign("abc123", "outro-segredo")}`, SECRET)).toBeNull();
    expect(signedSessionToken(`pm.session_token=${good.slice(0, -4)}`, SECRET)).toBeNull();
    expect(signedSessionToken(`pm.session_token=${sign("abc124").replace("abc124", "abc123")}`, SECRET)).toBeNull();
  });

  it("refuses a value without a token before the dot, or without a dot", () => {
    // Validly signed, but an empty token is no session.
    expect(signedSessionToken(`pm.session_token=${sign("")}`, SECRET)).toBeNull();
    expect(signedSessionToken("pm.session_token=abc123", SECRET)).toBeNull();
  });

  it("has nothing without a cookie header or without the session cookie", () => {
    expect(signedSessionToken(undefined, SECRET)).toBeNull();
    expect(signedSessionToken("", SECRET)).toBeNull();
    expect(signedSessionToken("tema=escuro", SECRET)).toBeNull();
    expect(signedSessionToken("pm.session_token=", SECRET)).toBeNull();
  });

  it("takes the __Secure- cookie first, and a bad one there is not rescued by the plain one", () => {
    const both = `pm.session_token=${sign("plain")}; __Secure-pm.session_token=${sign("secure")}`;
    expect(signedSessionToken(both, SECRET)).toBe("secure");
    const badSecure = `__Secure-pm.session_token=${sign("secure", "outro")}; pm.session_token=${sign("plain")}`;
    expect(signedSessionToken(badSecure, SECRET)).toBeNull();
  });
});
