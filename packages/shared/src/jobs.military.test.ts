import { describe, expect, it } from "vitest";
import {
  benefitsPreview,
  decodeBoardCursor,
  effectiveSort,
  encodeBoardCursor,
  jobBoardMessages,
  jobBoardQuerySchema,
} from "./jobs.military";

describe("a card's benefits", () => {
  it("lists the first three and counts the rest", () => {
    expect(benefitsPreview(["VR", "VT", "Plano de saúde", "PLR", "Seguro de vida"])).toEqual({
      shown: ["VR", "VT", "Plano de saúde"],
      more: "e mais 2",
    });
    expect(benefitsPreview(["VR"])).toEqual({ shown: ["VR"], more: null });
    expect(benefitsPreview([])).toEqual({ shown: [], more: null });
  });
});

describe("board query", () => {
  it("reads filters, treats blanks as no filter and refuses unknown parameters", () => {
    expect(jobBoardQuerySchema.parse({ q: " logística ", regime: "", state: "sp", saved: "true" })).toEqual({
      q: "logística",
      regime: undefined,
      modality: undefined,
      city: undefined,
      state: "SP",
      saved: true,
      cursor: undefined,
    });
    expect(jobBoardQuerySchema.parse({}).saved).toBe(false);
    expect(jobBoardQuerySchema.safeParse({ plan: "PREMIUM" }).success).toBe(false);
    expect(jobBoardQuerySchema.safeParse({ regime: "Outro" }).success).toBe(false);
  });
});

describe("board query messages", () => {
  const shown = (query: Record<string, unknown>) =>
    Object.fromEntries(
      (jobBoardQuerySchema.safeParse(query).error?.issues ?? []).map((i) => [i.path.join("."), i.message]),
    );

  it("says what is wrong with each filter", () => {
    expect(
      shown({
        q: "q".repeat(121),
        regime: "Bolsa",
        modality: "Lunar",
        city: "c".repeat(121),
        state: "XX",
        saved: "sim",
      }),
    ).toEqual({
      q: "A busca deve ter no máximo 120 caracteres",
      regime: "Selecione um regime válido",
      modality: "Selecione uma modalidade válida",
      city: "A cidade deve ter no máximo 120 caracteres",
      state: "Selecione um estado válido",
      saved: "Filtro de salvos inválido",
    });
  });

  it("takes each filter at its limit, trims it, and a blank or spaces mean no filter", () => {
    expect(
      jobBoardQuerySchema.parse({
        q: ` ${"q".repeat(120)} `,
        city: " Recife ",
        modality: "Remoto",
        state: "  ",
        saved: "false",
        cursor: "c".repeat(200),
      }),
    ).toEqual({
      q: "q".repeat(120),
      regime: undefined,
      modality: "Remoto",
      city: "Recife",
      state: undefined,
      saved: false,
      cursor: "c".repeat(200),
    });
    expect(jobBoardQuerySchema.parse({ q: "   ", city: " " })).toMatchObject({ q: undefined, city: undefined });
    expect(jobBoardQuerySchema.safeParse({ cursor: "c".repeat(201) }).success).toBe(false);
  });
});

describe("board filters beyond the words, and the sort's cursor", () => {
  it("reads salary, PcD, period and sort, and refuses what is not one of them", () => {
    expect(
      jobBoardQuerySchema.parse({ salaryFrom: "3000", pcd: "true", publishedWithin: "7", sort: "salario" }),
    ).toMatchObject({ salaryFrom: 3000, pcd: true, publishedWithin: 7, sort: "salario" });
    expect(jobBoardQuerySchema.parse({ pcd: "false", salaryFrom: "" })).toMatchObject({
      pcd: undefined,
      salaryFrom: undefined,
    });
    const issues = (query: Record<string, unknown>) =>
      jobBoardQuerySchema.safeParse(query).error?.issues.map((i) => i.message) ?? [];
    expect(issues({ salaryFrom: "3.000,50" })).toEqual([jobBoardMessages.salaryFromInvalid]);
    expect(issues({ salaryFrom: "0" })).toEqual([jobBoardMessages.salaryFromInvalid]);
    expect(issues({ salaryFrom: "1000000" })).toEqual([jobBoardMessages.salaryFromInvalid]);
    expect(issues({ publishedWithin: "3" })).toEqual([jobBoardMessages.publishedWithinInvalid]);
    expect(issues({ sort: "preco" })).toEqual([jobBoardMessages.sortInvalid]);
    expect(issues({ pcd: "sim" })).toEqual([jobBoardMessages.pcdInvalid]);
  });

  it("sorts by relevance only when there are words", () => {
    expect(effectiveSort(undefined, "motorista")).toBe("relevancia");
    expect(effectiveSort(undefined, "")).toBe("recentes");
    expect(effectiveSort("relevancia", "")).toBe("recentes");
    expect(effectiveSort("salario", "motorista")).toBe("salario");
  });

  it("round-trips each sort's cursor and refuses a tampered one", () => {
    const at = "2026-11-20T10:00:00.123456Z";
    const id = "0b6f1a4e-8d3c-4b7a-9e2f-1c5d6a7b8c9d";
    for (const cursor of [
      { sort: "recentes", createdAt: at, id },
      { sort: "salario", key: 4500, createdAt: at, id },
      { sort: "salario", key: null, createdAt: at, id },
      { sort: "relevancia", key: 0.0607927106320858, createdAt: at, id },
    ] as const) {
      const text = encodeBoardCursor(cursor);
      expect(jobBoardQuerySchema.safeParse({ cursor: text }).success).toBe(true);
      expect(decodeBoardCursor(text)).toEqual(cursor);
    }
    expect(decodeBoardCursor("bm9wZQ")).toBeNull();
    expect(
      decodeBoardCursor(encodeBoardCursor({ sort: "salario", key: 1, createdAt: at, id }).slice(0, -4)),
    ).toBeNull();
  });
});
