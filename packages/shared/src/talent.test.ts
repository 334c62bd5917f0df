import { describe, expect, it } from "vitest";
import { notificationPath } from "./notifications";
import { skillsMessages } from "./skills";
import {
  invitationConversationText,
  invitationMessages,
  TALENT_MAX_PAGE,
  TALENT_SEARCH_LEVEL,
  talentBankMessages,
  talentSearchMessages,
} from "./talent";
import { advancedFiltersUsed, invitationSchema, savedSearchSchema, talentSearchSchema } from "./talent.company";

/** The pt-BR messages a rejected input yields, by field. */
function errorsOf(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  expect(result.success).toBe(false);
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));
}

describe("the talent bank's plans", () => {
  it("gives the basic search to Parceiro and Plus and the advanced one to Pro and Enterprise", () => {
    expect(TALENT_SEARCH_LEVEL).toEqual({
      parceiro: "basico",
      plus: "basico",
      pro: "avancado",
      enterprise: "avancado",
    });
  });

  it("names the advanced filters a search uses", () => {
    const parsed = talentSearchSchema.parse({ city: "Resende", q: "motorista", minYearsOfService: "3", page: "2" });
    expect(parsed).toEqual({ city: "Resende", q: "motorista", minYearsOfService: 3, page: 2 });
    const { page: _page, ...filters } = parsed;
    expect(advancedFiltersUsed(filters)).toEqual(["minYearsOfService", "q"]);
    expect(advancedFiltersUsed(talentSearchSchema.parse({ branch: "", rank: "" }))).toEqual([]);
    // A saved search's JSON may hold null for a filter left empty.
    expect(advancedFiltersUsed({ rank: null, q: null, city: "Resende" })).toEqual([]);
  });
});

describe("the search's filters", () => {
  const m = talentSearchMessages;

  it("takes each filter at its bounds, trimmed, and blank ones as absent", () => {
    expect(
      talentSearchSchema.parse({
        branch: "marinha",
        desiredArea: "logistica",
        city: ` ${"a".repeat(120)} `,
        state: "RJ",
        availability: "imediata",
        rank: "cabo",
        minYearsOfService: "1",
        experienceLevel: "avancado",
        specialty: "b".repeat(80),
        occupation: "782510",
        q: "c".repeat(120),
        sort: "recentes",
        page: String(TALENT_MAX_PAGE),
      }),
    ).toEqual({
      branch: "marinha",
      desiredArea: "logistica",
      city: "a".repeat(120),
      state: "RJ",
      availability: "imediata",
      rank: "cabo",
      minYearsOfService: 1,
      experienceLevel: "avancado",
      specialty: "b".repeat(80),
      occupation: "782510",
      q: "c".repeat(120),
      sort: "recentes",
      page: TALENT_MAX_PAGE,
    });
    expect(talentSearchSchema.parse({ minYearsOfService: 40, page: 1 })).toEqual({ minYearsOfService: 40, page: 1 });
    expect(talentSearchSchema.parse({ city: "  ", q: "", minYearsOfService: " ", page: "", occupation: "" })).toEqual(
      {},
    );
  });

  it("answers each bad filter with its own message", () => {
    expect(
      errorsOf(
        talentSearchSchema.safeParse({
          branch: "cavalaria",
          city: "a".repeat(121),
          state: "XX",
          minYearsOfService: "0",
          specialty: "b".repeat(81),
          occupation: "78251",
          q: "c".repeat(121),
          sort: "alfabetica",
          page: "0",
        }),
      ),
    ).toEqual({
      branch: m.choiceInvalid,
      city: m.cityTooLong,
      state: m.stateInvalid,
      minYearsOfService: m.yearsInvalid,
      specialty: m.specialtyTooLong,
      occupation: m.occupationInvalid,
      q: m.queryTooLong,
      sort: m.choiceInvalid,
      page: m.pageInvalid,
    });
    expect(
      errorsOf(talentSearchSchema.safeParse({ minYearsOfService: "41", page: String(TALENT_MAX_PAGE + 1) })),
    ).toEqual({ minYearsOfService: m.yearsInvalid, page: m.pageInvalid });
    expect(errorsOf(talentSearchSchema.safeParse({ minYearsOfService: "2.5", occupation: "abcdef" }))).toEqual({
      minYearsOfService: m.yearsInvalid,
      occupation: m.occupationInvalid,
    });
    expect(errorsOf(talentSearchSchema.safeParse({ minYearsOfService: "três", occupation: 782510 }))).toEqual({
      minYearsOfService: m.yearsInvalid,
      occupation: m.occupationInvalid,
    });
    // Six digits exactly: not seven, not a code inside a longer text.
    for (const occupation of ["1782510", "7825101", "x782510"]) {
      expect(errorsOf(talentSearchSchema.safeParse({ occupation }))).toEqual({ occupation: m.occupationInvalid });
    }
    expect(talentSearchSchema.safeParse({ empresa: "x" }).success).toBe(false);
  });

  it("names a saved search within 80 characters and keeps valid filters only", () => {
    expect(savedSearchSchema.parse({ name: `  ${"n".repeat(80)} `, filters: { city: " Resende " } })).toEqual({
      name: "n".repeat(80),
      filters: { city: "Resende" },
    });
    expect(errorsOf(savedSearchSchema.safeParse({ name: "   ", filters: {} }))).toEqual({ name: m.savedNameRequired });
    expect(errorsOf(savedSearchSchema.safeParse({ name: "n".repeat(81), filters: {} }))).toEqual({
      name: m.savedNameTooLong,
    });
    expect(errorsOf(savedSearchSchema.safeParse({ name: 7, filters: { rank: "almirante" } }))).toEqual({
      name: m.savedNameRequired,
      "filters.rank": m.choiceInvalid,
    });
  });

  it("invites to a job by its id, with an optional note of up to 1000 characters", () => {
    const jobId = "0b9f4a52-7c1e-4c1a-9d7e-2f5b8a3c6d10";
    expect(invitationSchema.parse({ jobId, message: "   " })).toEqual({ jobId });
    expect(invitationSchema.parse({ jobId, message: ` ${"x".repeat(1000)} ` })).toEqual({
      jobId,
      message: "x".repeat(1000),
    });
    expect(errorsOf(invitationSchema.safeParse({ jobId: "vaga-1", message: "x".repeat(1001) }))).toEqual({
      jobId: m.inviteJobRequired,
      message: m.inviteMessageTooLong,
    });
  });
});

describe("what the talent bank says", () => {
  it("says each text as written", () => {
    expect(talentBankMessages.optInLabel).toBe("Quero aparecer no banco de talentos");
    expect(talentSearchMessages.advancedLocked).toBe("Busca avançada disponível nos planos Pro e Enterprise.");
    expect(talentSearchMessages.resultCount(1)).toBe("1 talento encontrado");
    expect(talentSearchMessages.resultCount(1234)).toBe("1.234 talentos encontrados");
    expect(talentSearchMessages.contactsLocked).toBe(
      "Os contatos aparecem depois que o militar se candidatar a uma vaga sua ou aceitar um convite.",
    );
    expect(invitationMessages.notificationTitle("Logística Forte")).toBe("Logística Forte convidou você para uma vaga");
    expect(skillsMessages.suggestedTitle).toBe("Ocupações civis sugeridas");
  });

  it("takes the bell's invitation to the dashboard's section", () => {
    expect(notificationPath("talent_invitation")).toBe("/app#convites");
    expect(notificationPath("application_status")).toBe("/app/vagas");
    expect(notificationPath("cashback_available")).toBe("/app/beneficios/historico");
  });

  it("words the invitation's message, with the company's note when there is one", () => {
    const opening =
      'Olá! Convidamos você para a vaga "Motorista". Veja o convite no seu painel e, se tiver interesse, aceite para se candidatar.';
    expect(invitationConversationText("Motorista", null)).toBe(opening);
    expect(invitationConversationText("Motorista", "Venha conversar.")).toBe(`${opening}\n\nVenha conversar.`);
  });
});
