import { SKIPPED_CAREER_ANSWERS } from "@pm/shared/profile.military.fixtures";
import { describe, expect, it } from "vitest";
import { form, militarMe, renderPage, screen, sentWrites, stubFetch } from "@/test/render";
import { OnboardingPage } from "./onboarding-page";

const me = militarMe({ plan: "FREE", completedAt: null, specialties: [] });

const SUGGESTION = {
  code: "782510",
  title: "Motorista de caminhão (rotas regionais e internacionais)",
  family: "7825",
  score: 0.95,
  reason: "Conduzir viaturas militares de carga equivale a dirigir caminhões no transporte rodoviário.",
  specialty: "motorista de viatura",
};

/** The session read answers `me`; the translator one suggestion; a save answers what was saved. */
function stubApi() {
  return stubFetch((url, method) => {
    if (url.endsWith("/api/skills/translate")) return { body: { occupations: [SUGGESTION], rank: null } };
    if (url.endsWith("/api/military/occupations")) {
      return method === "GET"
        ? { body: { choices: [] } }
        : { body: { code: SUGGESTION.code, family: "7825", title: SUGGESTION.title, status: "confirmed" } };
    }
    return method === "GET" ? { body: { me } } : { body: me.militaryProfile };
  });
}

/** What the wizard saved: the suggestions' reads (a POST) left out. */
const saved = (fetchMock: ReturnType<typeof stubApi>) =>
  sentWrites(fetchMock).filter((r) => !r.url.endsWith("/api/skills/translate"));

function open() {
  renderPage(<OnboardingPage />, { path: "/app/onboarding", me });
}

const stepTitle = (name: string) => screen.getByRole("heading", { level: 2, name });

describe("OnboardingPage validation", () => {
  it("keeps step 1 until the city is given, and focuses it", async () => {
    const fetchMock = stubApi();
    open();
    form.click("Próximo");
    await form.expectError("Cidade", "Informe sua cidade");
    for (const label of ["Estado", "Telefone", "Data de nascimento"]) await form.expectNoError(label);
    expect(document.activeElement).toBe(form.control("Cidade"));
    expect(stepTitle("Informações Pessoais")).toBeTruthy();
    expect(sentWrites(fetchMock)).toEqual([]);
  });

  it("refuses a short phone and a future birth date on step 1", async () => {
    const fetchMock = stubApi();
    open();
    form.fill("Cidade", "Natal");
    form.fill("Telefone", "8499");
    form.fill("Data de nascimento", "2999-01-01");
    form.click("Próximo");
    await form.expectError("Telefone", "Telefone inválido. Informe DDD e número (10 ou 11 dígitos).");
    await form.expectError("Data de nascimento", "Informe uma data de nascimento válida");
    await form.expectNoError("Cidade");
    expect(stepTitle("Informações Pessoais")).toBeTruthy();
    expect(sentWrites(fetchMock)).toEqual([]);
  });

  it("asks for the branch on step 2, then saves the whole wizard", async () => {
    const fetchMock = stubApi();
    open();
    form.click("Próximo");
    await form.expectError("Cidade", "Informe sua cidade");

    form.fill("Cidade", " Natal ");
    form.fill("Estado", "RN");
    form.fill("Telefone", "84999887766");
    form.fill("Data de nascimento", "1990-05-20");
    form.click("Próximo");
    expect(await screen.findByRole("heading", { level: 2, name: "Experiência Militar" })).toBeTruthy();

    // Back on step 1 the answers are kept and the message is gone.
    form.click("Voltar");
    expect(await screen.findByRole("heading", { level: 2, name: "Informações Pessoais" })).toBeTruthy();
    await form.expectNoError("Cidade");
    expect(screen.queryByText("Informe sua cidade")).toBeNull();
    expect((form.control("Cidade") as HTMLInputElement).value).toBe(" Natal ");
    form.click("Próximo");
    expect(await screen.findByRole("heading", { level: 2, name: "Experiência Militar" })).toBeTruthy();

    form.click("Próximo");
    await form.expectError("Força", "Selecione sua força");
    expect(stepTitle("Experiência Militar")).toBeTruthy();
    form.fill("Força", "marinha");
    form.click("Próximo");
    expect(await screen.findByRole("heading", { level: 2, name: "Objetivos Profissionais" })).toBeTruthy();
    form.click("Voltar");
    expect(await screen.findByRole("heading", { level: 2, name: "Experiência Militar" })).toBeTruthy();
    await form.expectNoError("Força");
    form.click("Próximo");
    expect(await screen.findByRole("heading", { level: 2, name: "Objetivos Profissionais" })).toBeTruthy();

    // Step 3 suggests civilian occupations for what step 2 said; confirming one saves it at once.
    expect(await screen.findByText(SUGGESTION.reason)).toBeTruthy();
    // Each suggestion leads to its occupation's page: its jobs, pay and what they ask.
    expect(screen.getByRole("link", { name: `Ver ocupação ${SUGGESTION.title}` }).getAttribute("href")).toBe(
      "/app/ocupacoes/782510",
    );
    expect(sentWrites(fetchMock)).toContainEqual({
      method: "POST",
      url: "/api/skills/translate",
      body: { branch: "marinha", rank: null, specialties: [] },
    });
    form.click(`Confirmar ${SUGGESTION.title}`);
    expect(await screen.findByText("Confirmada")).toBeTruthy();
    expect(saved(fetchMock)).toEqual([
      {
        method: "PUT",
        url: "/api/military/occupations",
        body: { code: "782510", status: "confirmed", specialty: "motorista de viatura" },
      },
    ]);

    form.click("Próximo");
    expect(await screen.findByRole("heading", { level: 2, name: "Finalização" })).toBeTruthy();
    // The talent bank is asked last, off until he says yes, with what companies would see.
    const optIn = screen.getByRole("switch", { name: "Quero aparecer no banco de talentos" });
    expect(optIn.getAttribute("aria-checked")).toBe("false");
    expect(screen.getByText("O que as empresas verão")).toBeTruthy();
    optIn.click();
    expect(
      await screen.findByRole("switch", { name: "Quero aparecer no banco de talentos", checked: true }),
    ).toBeTruthy();

    form.click("Concluir");
    expect(await screen.findByText("landed /app")).toBeTruthy();
    expect(saved(fetchMock).slice(1)).toEqual([
      {
        method: "PUT",
        url: "/api/military/onboarding",
        body: {
          phone: "84999887766",
          city: "Natal",
          state: "RN",
          birthDate: "1990-05-20",
          militaryBranch: "marinha",
          ...SKIPPED_CAREER_ANSWERS,
          talentBank: true,
        },
      },
    ]);
  });
});
