import { describe, expect, it } from "vitest";
import { shownMessages } from "../test/shown-messages";
import { directoryQueryFromUrl, directoryQuerySchema, directoryUrl } from "./benefits.directory";
import { encodeCursor } from "./cursor";

describe("the partners directory's filters", () => {
  it("trims each filter, treats blanks as none and refuses unknown parameters", () => {
    expect(directoryQuerySchema.parse({ q: " clínica ", city: "", sector: " Saúde " })).toEqual({
      q: "clínica",
      city: undefined,
      sector: "Saúde",
      cursor: undefined,
    });
    expect(directoryQuerySchema.safeParse({ plan: "pro" }).success).toBe(false);
  });

  it("words a search past 120 characters", () => {
    for (const key of ["q", "city", "sector"]) {
      expect(shownMessages(directoryQuerySchema.safeParse({ [key]: "x".repeat(121) }))).toEqual({
        [key]: "A busca deve ter no máximo 120 caracteres",
      });
    }
  });
});

describe("the directory page's address", () => {
  it("reads its Portuguese keys into the API's filters and writes them back", () => {
    const read = directoryQueryFromUrl(new URLSearchParams("q=%20Rede%20&cidade=Natal&setor="));
    expect(read).toEqual({ ok: true, query: { q: "Rede", city: "Natal", sector: undefined, cursor: undefined } });
    expect(directoryUrl({ q: "Rede Saúde", city: " ", sector: "Saúde" })).toBe(
      "/parceiros/diretorio?q=Rede+Sa%C3%BAde&setor=Sa%C3%BAde",
    );
    expect(directoryUrl({})).toBe("/parceiros/diretorio");
  });

  it("a page of another site's making or a search too long reads as its message", () => {
    expect(directoryQueryFromUrl(new URLSearchParams("pagina=abc"))).toEqual({ ok: false, message: "Página inválida" });
    expect(directoryQueryFromUrl(new URLSearchParams({ cidade: "x".repeat(121) }))).toEqual({
      ok: false,
      message: "A busca deve ter no máximo 120 caracteres",
    });
    const cursor = encodeCursor({
      createdAt: "2026-01-01T00:00:00.000000Z",
      id: "0b6f3a6e-8a3f-4f57-9a59-7c1f5d2f0d11",
    });
    expect(directoryQueryFromUrl(new URLSearchParams({ pagina: cursor }))).toMatchObject({
      ok: true,
      query: { cursor },
    });
  });
});
