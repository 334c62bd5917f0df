import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { Me } from "@/lib/session";
import {
  click,
  control,
  expectFieldError,
  expectNoFieldError,
  fill,
  renderPage,
  sentWrites,
  stubFetch,
} from "@/test/render";
import { OnboardingPage } from "./onboarding-page";

const me = {
  id: "u1",
  email: "joao@exemplo.com.br",
  profile: { role: "militar", fullName: "João Silva" },
  company: null,
  militaryProfile: { plan: "FREE", completedAt: null, specialties: [] },
} as unknown as Me;

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
    click("Próximo");
    await expectFieldError("Cidade", "Informe sua cidade");
    for (const label of ["Estado", "Telefone", "Data de nascimento"]) await expectNoFieldError(label);
    expect(document.activeElement).toBe(control("Cidade"));
    expect(stepTitle("Informações Pessoais")).toBeTruthy();
    expect(sentWrites(fetchMock)).toEqual([]);
  });

  it("refuses a short phone and a future birth date on step 1", async () => {
    const fetchMock = stubApi();
    open();
    fill("Cidade", "Natal");
    fill("Telefone", "8499");
    fill("Data de nascimento", "2999-01-01");
    click("Próximo");
    await expectFieldError("Telefone", "Telefone inválido. Informe DDD e número (10 ou 11 dígitos).");
    await expectFieldError("Data de nascimento", "Informe uma data de nascimento válida");
    await expectNoFieldError("Cidade");
    expect(stepTitle("Informações Pessoais")).toBeTruthy();
    expect(sentWrites(fetchMock)).toEqual([]);
  });

  it("asks for the branch on step 2, then saves the whole wizard", async () => {
    const fetchMock = stubApi();
    open();
    click("Próximo");
    await expectFieldError("Cidade", "Informe sua cidade");

    fill("Cidade", " Natal ");
    fill("Estado", "RN");
    fill("Telefone", "84999887766");
    fill("Data de nascimento", "1990-05-20");
    click("Próximo");
    expect(await screen.findByRole("heading", { level: 2, name: "Experiência Militar" })).toBeTruthy();

    // Back on step 1 the answers are kept and the message is gone.
    click("Voltar");
    expect(await screen.findByRole("heading", { level: 2, name: "Informações Pessoais" })).toBeTruthy();
    await expectNoFieldError("Cidade");
    expect(screen.queryByText("Informe sua cidade")).toBeNull();
    expect((control("Cidade") as HTMLInputElement).value).toBe(" Natal ");
    click("Próximo");
    expect(await screen.findByRole("heading", { level: 2, name: "Experiência Militar" })).toBeTruthy();

    click("Próximo");
    await expectFieldError("Força", "Selecione sua força");
    expect(stepTitle("Experiência Militar")).toBeTruthy();
    fill("Força", "marinha");
    click("Próximo");
    expect(await screen.findByRole("heading", { level: 2, name: "Objetivos Profissionais" })).toBeTruthy();
    click("Voltar");
    expect(await screen.findByRole("heading", { level: 2, name: "Experiência Militar" })).toBeTruthy();
    await expectNoFieldError("Força");
    click("Próximo");
    expect(await screen.findByRole("heading", { level: 2, name: "Objetivos Profissionais" })).toBeTruthy();

    click("Próximo");
    expect(await screen.findByRole("heading", { level: 2, name: "Finalização" })).toBeTruthy();
    expect(sentWrites(fetchMock)).toEqual([]);

    click("Concluir");
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
