import { describe, expect, it } from "vitest";
import { homePathFor } from "./account";
import { AUTH_PAGE_QUERIES, authPageVariant } from "./account.auth-page";
import { isApiErrorBody } from "./errors";
import {
  CONFIG_JSON_TOKEN,
  configToken,
  fillConfigTokens,
  PUBLIC_CONFIG_DEFAULTS,
  TOKEN_CONFIG,
} from "./public-config";

describe("where a user lands", () => {
  it("sends a militar to /app and a company to /empresa", () => {
    expect([homePathFor("militar"), homePathFor("empresa")]).toEqual(["/app", "/empresa"]);
  });
});

describe("the /auth page variants", () => {
  it("reads role, tab and plan from the query, with safe defaults", () => {
    expect(authPageVariant({})).toEqual({ role: "militar", tab: "login", plan: null, key: "militar-login" });
    expect(authPageVariant({ type: "empresa", plan: "pro" })).toEqual({
      role: "empresa",
      tab: "login",
      plan: null,
      key: "empresa-login",
    });
    expect(authPageVariant({ type: "empresa", tab: "signup", plan: "pro" })).toEqual({
      role: "empresa",
      tab: "signup",
      plan: "pro",
      key: "empresa-signup-pro",
    });
    expect(authPageVariant({ type: "empresa", tab: "signup", plan: "PREMIUM" }).plan).toBe("parceiro");
    expect(authPageVariant({ type: "empresa", tab: "signup" }).plan).toBe("parceiro");
    expect(authPageVariant({ tab: "signup", plan: "premium" })).toEqual({
      role: "militar",
      tab: "signup",
      plan: "PREMIUM",
      key: "militar-signup-premium",
    });
    expect(authPageVariant({ tab: "signup", plan: "plus" }).plan).toBe("FREE");
    expect(authPageVariant({ tab: "signup", plan: null }).plan).toBe("FREE");
    expect(authPageVariant({ type: "Empresa", tab: "SIGNUP" })).toMatchObject({ role: "militar", tab: "login" });
  });

  it("prerenders every variant a link can ask for", () => {
    expect(AUTH_PAGE_QUERIES).toEqual([
      "",
      "?type=empresa",
      "?tab=signup",
      "?tab=signup&plan=premium",
      "?type=empresa&tab=signup&plan=parceiro",
      "?type=empresa&tab=signup&plan=plus",
      "?type=empresa&tab=signup&plan=pro",
      "?type=empresa&tab=signup&plan=enterprise",
    ]);
  });
});

describe("the API's error body", () => {
  it("is an object with an error object holding a code", () => {
    expect(isApiErrorBody({ error: { code: "NOT_FOUND", message: "x" } })).toBe(true);
    for (const value of [
      null,
      undefined,
      "erro",
      3,
      {},
      { error: null },
      { error: "NOT_FOUND" },
      { error: {} },
      { error: { code: 404 } },
    ]) {
      expect(isApiErrorBody(value), JSON.stringify(value)).toBe(false);
    }
  });
});

describe("the public config", () => {
  const config = {
    ...PUBLIC_CONFIG_DEFAULTS,
    baseUrl: "https://proximamissao.com.br",
    year: "2026",
    legalName: `Próxima <Missão> & "Cia" 'Ltda'`,
  };

  // Recorded in __snapshots__/: a changed fact fails here until the snapshot is updated on purpose
  // (vitest -u) and the change shows in review.
  it("has the company's published facts", () => {
    expect(PUBLIC_CONFIG_DEFAULTS).toMatchSnapshot();
  });

  it("prerenders a token for every value and fills each, escaped, wherever it appears", () => {
    expect(TOKEN_CONFIG).toEqual({
      baseUrl: "%%PM:baseUrl%%",
      contactEmail: "%%PM:contactEmail%%",
      salesEmail: "%%PM:salesEmail%%",
      legalName: "%%PM:legalName%%",
      cnpj: "%%PM:cnpj%%",
      address: "%%PM:address%%",
      dpoName: "%%PM:dpoName%%",
      dpoEmail: "%%PM:dpoEmail%%",
      year: "%%PM:year%%",
    });
    const page = `<p>${configToken("legalName")} ${configToken("year")}</p><a>${configToken("year")}</a>${Object.values(TOKEN_CONFIG).join("|")}`;
    const filled = fillConfigTokens(page, config);
    expect(filled).toContain("<p>Próxima &lt;Missão&gt; &amp; &quot;Cia&quot; &#39;Ltda&#39; 2026</p><a>2026</a>");
    expect(filled).not.toContain("%%PM:");
    expect(filled).toContain("https://proximamissao.com.br|contato@proximamissao.com.br|vendas@proximamissao.com.br");
  });

  it("writes the config as JSON that cannot close a script tag", () => {
    const filled = fillConfigTokens(`<script>window.c=${CONFIG_JSON_TOKEN};${CONFIG_JSON_TOKEN}</script>`, {
      ...config,
      dpoName: "</script><b>",
    });
    const json = filled.slice("<script>window.c=".length, filled.indexOf(";"));
    expect(JSON.parse(json)).toEqual({ ...config, dpoName: "</script><b>" });
    expect(filled.match(/<\/script>/g)).toEqual(["</script>"]);
    expect(filled.split(";")[1]).toBe(`${json}</script>`);
  });
});
