import { describe, expect, it } from "vitest";
import { form, militarMe, renderPage, screen, sentWrites, stubFetch } from "@/test/render";
import { OnboardingPage } from "./onboarding-page";

const me = militarMe({ plan: "FREE", completedAt: null, specialties: [] });

/** The session read answers `me`; a save answers the saved profile. */
function stubApi() {
  return stubFetch((_url, method) => (method === "GET" ? { body: { me } } : { body: me.militaryProfile }));
}

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

    form.click("Próximo");
    expect(await screen.findByRole("heading", { level: 2, name: "Finalização" })).toBeTruthy();
    expect(sentWrites(fetchMock)).toEqual([]);

    form.click("Concluir");
    expect(await screen.findByText("landed /app")).toBeTruthy();
    expect(sentWrites(fetchMock)).toEqual([
      {
        method: "PUT",
        url: "/api/military/onboarding",
        body: {
          phone: "84999887766",
          city: "Natal",
          state: "RN",
          birthDate: "1990-05-20",
          militaryBranch: "marinha",
          rank: null,
          om: null,
          incorporationYear: null,
          yearsOfService: null,
          specialties: [],
          desiredArea: null,
          experienceLevel: null,
          goals: null,
          availability: null,
        },
      },
    ]);
  });
});
