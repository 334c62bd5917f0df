import { describe, expect, it } from "vitest";
import {
  applicationLimitReachedMessage,
  canApply,
  decodeJobCursor,
  encodeJobCursor,
  jobBoardQuerySchema,
  militaryApplicationLabel,
  moreRequirementsText,
  notificationText,
  requirementsPreview,
} from "./military-jobs";

describe("labels a militar sees", () => {
  it("words every application state as the spec does", () => {
    expect(militaryApplicationLabel(null)).toBe("Candidatar-se");
    expect(militaryApplicationLabel("pendente")).toBe("Candidatura enviada");
    expect(militaryApplicationLabel("em_analise")).toBe("Em análise");
    expect(militaryApplicationLabel("aprovado")).toBe("Aprovado");
    expect(militaryApplicationLabel("rejeitado")).toBe("Não selecionado");
  });

  it("shows the first 2 requirements, then 'e mais {n} requisitos...'", () => {
    expect(requirementsPreview(["A", "B", "C", "D"])).toEqual({ shown: ["A", "B"], more: "e mais 2 requisitos..." });
    expect(requirementsPreview(["A", "B", "C"]).more).toBe("e mais 1 requisito...");
    expect(requirementsPreview(["A", "B"])).toEqual({ shown: ["A", "B"], more: null });
    expect(requirementsPreview([])).toEqual({ shown: [], more: null });
    expect(moreRequirementsText(5)).toBe("e mais 5 requisitos...");
  });
});

describe("the FREE cap", () => {
  it("allows FREE 2 active applications and PREMIUM any number", () => {
    expect(canApply("FREE", 0)).toBe(true);
    expect(canApply("FREE", 1)).toBe(true);
    expect(canApply("FREE", 2)).toBe(false);
    expect(canApply("PREMIUM", 1000)).toBe(true);
    expect(applicationLimitReachedMessage(2)).toBe(
      "O plano FREE permite 2 candidaturas ativas por vez. Desista de uma candidatura em andamento ou assine o Premium para se candidatar sem limite.",
    );
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

  it("round-trips a cursor to the microsecond and refuses a tampered one", () => {
    const cursor = { createdAt: "2026-05-01T12:00:00.123456Z", id: "0b7a4f7e-2f7e-4c5b-9d43-7a1c3e1f2a10" };
    expect(decodeJobCursor(encodeJobCursor(cursor))).toEqual(cursor);
    expect(decodeJobCursor("bm9wZQ")).toBeNull();
    expect(decodeJobCursor("***")).toBeNull();
  });

  it("takes any UUID the database holds, not only RFC 4122 versions (e.g. md5(…)::uuid of imported rows)", () => {
    const cursor = { createdAt: "2026-05-01T12:00:00.123456Z", id: "3c59dc04-8e88-5002-08b5-07b68c3c0a19" };
    expect(decodeJobCursor(encodeJobCursor(cursor))).toEqual(cursor);
    expect(decodeJobCursor(encodeJobCursor({ ...cursor, id: "not-a-uuid" }))).toBeNull();
  });
});

describe("notifications", () => {
  it("words a status change in pt-BR", () => {
    const data = { jobTitle: "Coordenador de Logística", companyName: "Logística Forte" };
    expect(notificationText("application_status", { ...data, status: "em_analise" })).toBe(
      "Sua candidatura para Coordenador de Logística na Logística Forte está em análise.",
    );
    expect(notificationText("application_status", { ...data, status: "aprovado" })).toBe(
      "Sua candidatura para Coordenador de Logística na Logística Forte foi aprovada.",
    );
    expect(notificationText("application_status", { ...data, status: "rejeitado" })).toBe(
      "Sua candidatura para Coordenador de Logística na Logística Forte não foi selecionada.",
    );
    expect(notificationText("application_status", { ...data, status: "toString" })).toBe(
      "Você tem uma nova notificação.",
    );
    expect(notificationText("other", {})).toBe("Você tem uma nova notificação.");
  });
});
