import { describe, expect, it } from "vitest";
import { decodeJobCursor, encodeJobCursor, jobBoardQuerySchema } from "./jobs.military";

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

  it("round-trips a cursor to the microsecond and refuses a tampered one", () => {
    const cursor = { createdAt: "2026-05-01T12:00:00.123456Z", id: "0b7a4f7e-2f7e-4c5b-9d43-7a1c3e1f2a10" };
    expect(decodeJobCursor(encodeJobCursor(cursor))).toEqual(cursor);
    for (const createdAt of ["2026-05-01T09:00:00.123-03:00", "2026-05-01T12:00:00+00:00", "2026-05-01T12:00:00Z"]) {
      expect(decodeJobCursor(encodeJobCursor({ ...cursor, createdAt })), createdAt).toEqual({ ...cursor, createdAt });
    }
    // A time without its zone would be read in the server's own.
    expect(decodeJobCursor(encodeJobCursor({ ...cursor, createdAt: "2026-05-01T12:00:00.123456" }))).toBeNull();
    expect(decodeJobCursor("bm9wZQ")).toBeNull();
    expect(decodeJobCursor("***")).toBeNull();
  });

  it("takes any UUID the database holds, not only RFC 4122 versions (e.g. md5(…)::uuid of imported rows)", () => {
    const cursor = { createdAt: "2026-05-01T12:00:00.123456Z", id: "3c59dc04-8e88-5002-08b5-07b68c3c0a19" };
    expect(decodeJobCursor(encodeJobCursor(cursor))).toEqual(cursor);
    expect(decodeJobCursor(encodeJobCursor({ ...cursor, id: "not-a-uuid" }))).toBeNull();
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

describe("cursors", () => {
  const cursor = { createdAt: "2026-05-01T12:00:00.123456Z", id: "0b7a4f7e-2f7e-4c5b-9d43-7a1c3e1f2a10" };

  it("are URL-safe text without padding, whatever the length", () => {
    for (const createdAt of [
      "2026-05-01T12:00:00Z",
      "2026-05-01T12:00:00.1Z",
      "2026-05-01T12:00:00.12Z",
      cursor.createdAt,
    ]) {
      const text = encodeJobCursor({ ...cursor, createdAt });
      expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(decodeJobCursor(text)).toEqual({ ...cursor, createdAt });
    }
  });

  it("refuse text with padding, other characters, a third part or bytes that are not UTF-8", () => {
    const text = encodeJobCursor(cursor);
    expect(decodeJobCursor(`${text}=`)).toBeNull();
    expect(decodeJobCursor(`a${text}`)).toBeNull();
    expect(decodeJobCursor(`${text}.`)).toBeNull();
    expect(decodeJobCursor("_w")).toBeNull(); // the byte 0xFF alone
    expect(decodeJobCursor(encodeJobCursor({ ...cursor, id: `${cursor.id}|x` }))).toBeNull();
    expect(decodeJobCursor("")).toBeNull();
  });
});
