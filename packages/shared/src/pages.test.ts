import { describe, expect, expectTypeOf, it } from "vitest";
import { href, PAGES, type PageParams, type PathParamNames } from "./pages";

describe("href", () => {
  it("gives a page without segments its pattern", () => {
    expect(href("home")).toBe("/");
    expect(href("militaryJobs")).toBe("/app/vagas");
    expect(href("companyDashboard", {})).toBe("/empresa");
  });

  it("fills each segment of the pattern", () => {
    expect(href("companyJob", { id: "5f0c1d2e" })).toBe("/empresa/vagas/5f0c1d2e");
    expect(href("companyEditJob", { id: 42 })).toBe("/empresa/vagas/42/editar");
    expect(href("learningModule", { slug: "logistica", module: "estoque" })).toBe("/app/trilhas/logistica/estoque");
  });

  it("encodes a segment as one segment", () => {
    expect(href("learningPath", { slug: "a/b c?d#e" })).toBe("/app/trilhas/a%2Fb%20c%3Fd%23e");
    expect(href("certificate", { code: "ção" })).toBe("/certificados/%C3%A7%C3%A3o");
  });

  it("appends the query in its order, leaving out undefined and null values", () => {
    expect(href("auth", {}, { type: "empresa", tab: "signup", plan: "PLUS" })).toBe(
      "/auth?type=empresa&tab=signup&plan=PLUS",
    );
    expect(href("militaryJobs", undefined, { vaga: "x", origem: undefined, q: null })).toBe("/app/vagas?vaga=x");
    expect(href("companyJob", { id: "1" }, { aba: 2, ativo: true })).toBe("/empresa/vagas/1?aba=2&ativo=true");
  });

  it("adds no '?' when every query value is left out", () => {
    expect(href("companyCandidates", {}, { vaga: undefined })).toBe("/empresa/candidatos");
    expect(href("companyCandidates", {}, {})).toBe("/empresa/candidatos");
  });

  it("encodes query values", () => {
    expect(href("operationsMilitares", {}, { q: "ana+1@exemplo.com.br" })).toBe(
      "/operacao/militares?q=ana%2B1%40exemplo.com.br",
    );
    expect(href("auth", {}, { continuar: "/app/vagas?vaga=1&origem=pagina_publica" })).toBe(
      "/auth?continuar=%2Fapp%2Fvagas%3Fvaga%3D1%26origem%3Dpagina_publica",
    );
  });

  it("asks, in its types, for exactly the segments of the pattern", () => {
    expectTypeOf<PathParamNames<"/app/trilhas/:slug/:module">>().toEqualTypeOf<"slug" | "module">();
    expectTypeOf<PathParamNames<"/empresa/vagas/:id/editar">>().toEqualTypeOf<"id">();
    expectTypeOf<PathParamNames<"/app/vagas">>().toEqualTypeOf<never>();
    expectTypeOf<PageParams<"companyEditOffer">>().toEqualTypeOf<{ id: string | number }>();

    // Compile-time checks only: these calls are type errors, whatever they would return.
    const typeErrors = () => [
      // @ts-expect-error a page with segments needs its params
      href("companyJob"),
      // @ts-expect-error a missing segment
      href("learningModule", { slug: "logistica" }),
      // @ts-expect-error a segment the pattern does not have
      href("companyJob", { jobId: "1" }),
      // @ts-expect-error a page without segments takes none
      href("militaryJobs", { id: "1" }),
      // @ts-expect-error a page the table does not name
      href("nowhere"),
    ];
    expect(typeErrors).toBeTypeOf("function");
  });
});

describe("the page table", () => {
  it("names every path once", () => {
    const paths = Object.values(PAGES);
    expect(new Set(paths).size).toBe(paths.length);
  });
});
