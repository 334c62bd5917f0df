import { describe, expect, it } from "vitest";
import { notificationPath } from "./notifications";
import { skillsMessages } from "./skills";
import {
  invitationConversationText,
  invitationMessages,
  TALENT_SEARCH_LEVEL,
  talentBankMessages,
  talentSearchMessages,
} from "./talent";
import { advancedFiltersUsed, talentSearchSchema } from "./talent.company";

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
