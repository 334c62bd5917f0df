import { describe, expect, it } from "vitest";
import { benefitsPreview, jobBoardQuerySchema } from "./jobs.military";

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
