import { describe, expect, it } from "vitest";
import {
  applicationLimitReachedMessage,
  applicationStatusEmailSubject,
  canApply,
  decodeJobCursor,
  encodeJobCursor,
  isApplicationStatusData,
  jobBoardQuerySchema,
  markNotificationsReadSchema,
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

describe("notification data", () => {
  const data = { jobTitle: "Coordenador de Logística", companyName: "Logística Forte", status: "aprovado" };

  it("words a change without a company name, and a pending again", () => {
    expect(notificationText("application_status", { jobTitle: "Motorista", status: "pendente" })).toBe(
      "Sua candidatura para Motorista voltou a ficar pendente.",
    );
    expect(notificationText("application_status", { ...data, companyName: "" })).toBe(
      "Sua candidatura para Coordenador de Logística foi aprovada.",
    );
  });

  it("trusts only data of the right shape", () => {
    for (const bad of [
      null,
      "texto",
      { ...data, jobTitle: 3 },
      { ...data, status: 1 },
      { jobTitle: "Motorista" },
      { status: "aprovado" },
      { ...data, companyName: 7 },
      { ...data, companyName: null },
    ]) {
      expect(isApplicationStatusData(bad), JSON.stringify(bad)).toBe(false);
    }
    expect(isApplicationStatusData(data)).toBe(true);
    expect(isApplicationStatusData({ jobTitle: "Motorista", status: "pendente" })).toBe(true);
  });

  it("names the e-mail of a status change, and reads the ids to mark", () => {
    expect(applicationStatusEmailSubject("Motorista")).toBe("Sua candidatura para Motorista foi atualizada");
    const id = "0b7a4f7e-2f7e-4c5b-9d43-7a1c3e1f2a10";
    expect(markNotificationsReadSchema.parse({ ids: [id] })).toEqual({ ids: [id] });
    expect(markNotificationsReadSchema.parse({})).toEqual({});
    expect(markNotificationsReadSchema.safeParse({ ids: ["x"] }).error?.issues[0]?.message).toBe(
      "Notificação inválida",
    );
    expect(markNotificationsReadSchema.safeParse({ ids: Array(101).fill(id) }).error?.issues[0]?.message).toBe(
      "Informe no máximo 100 notificações",
    );
    expect(markNotificationsReadSchema.safeParse({ ids: Array(100).fill(id) }).success).toBe(true);
  });
});
