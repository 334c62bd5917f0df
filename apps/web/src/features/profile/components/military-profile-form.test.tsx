import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { Me } from "@/lib/session";
import {
  apiError,
  click,
  control,
  expectFieldError,
  expectNoFieldError,
  fill,
  renderPage,
  sentWrites,
  stubFetch,
} from "@/test/render";
import { MilitaryProfileForm } from "./military-profile-form";

type MilitaryProfile = NonNullable<Me["militaryProfile"]>;

const BLANK = {
  plan: "FREE",
  phone: null,
  city: null,
  state: null,
  birthDate: null,
  militaryBranch: null,
  rank: null,
  om: null,
  incorporationYear: null,
  yearsOfService: null,
  specialties: [],
  desiredArea: null,
  experienceLevel: null,
  availability: null,
  goals: null,
  biography: null,
};

function open(fullName = "", profile: Partial<Record<keyof typeof BLANK, unknown>> = {}) {
  const onDone = vi.fn();
  renderPage(
    <MilitaryProfileForm
      fullName={fullName}
      profile={{ ...BLANK, ...profile } as unknown as MilitaryProfile}
      onDone={onDone}
    />,
    { path: "/app/perfil" },
  );
  return onDone;
}

const OPTIONAL = [
  "Telefone",
  "Data de nascimento",
  "Estado",
  "Posto ou graduação",
  "Organização Militar (OM)",
  "Ano de incorporação",
  "Tempo de serviço",
  "Especializações",
  "Área desejada",
  "Nível de experiência",
  "Disponibilidade",
  "Objetivos profissionais",
  "Sobre você",
];

describe("MilitaryProfileForm validation", () => {
  it("names the blank required fields, focuses the first and saves nothing", async () => {
    const fetchMock = stubFetch();
    const onDone = open();
    click("Salvar");
    await expectFieldError("Nome completo", "Informe seu nome completo");
    await expectFieldError("Cidade", "Informe sua cidade");
    await expectFieldError("Força", "Selecione sua força");
    for (const label of OPTIONAL) await expectNoFieldError(label);
    expect(document.activeElement).toBe(control("Nome completo"));
    expect(sentWrites(fetchMock)).toEqual([]);
    expect(onDone).not.toHaveBeenCalled();
  });

  it("refuses a short phone, an impossible birth date and overlong texts", async () => {
    const fetchMock = stubFetch();
    open("João Silva", { city: "Natal", militaryBranch: "exercito" });
    fill("Telefone", "84999");
    fill("Data de nascimento", "2999-01-01");
    fill("Organização Militar (OM)", "o".repeat(161));
    fill("Sobre você", "b".repeat(2001));
    click("Salvar");
    await expectFieldError("Telefone", "Telefone inválido. Informe DDD e número (10 ou 11 dígitos).");
    await expectFieldError("Data de nascimento", "Informe uma data de nascimento válida");
    await expectFieldError("Organização Militar (OM)", "Use no máximo 160 caracteres.");
    await expectFieldError("Sobre você", "Use no máximo 2000 caracteres.");
    await expectNoFieldError("Nome completo");
    await expectNoFieldError("Cidade");

    // After a submit, each change is checked again: a real date clears the message, a date more
    // than a hundred years ago brings it back.
    fill("Data de nascimento", "1990-05-20");
    await expectNoFieldError("Data de nascimento");
    fill("Data de nascimento", "1900-01-01");
    await expectFieldError("Data de nascimento", "Informe uma data de nascimento válida");
    expect(sentWrites(fetchMock)).toEqual([]);
  });

  it("clears the messages once fixed and saves every field", async () => {
    const fetchMock = stubFetch({ body: { fullName: "João Silva", ...BLANK } });
    const onDone = open();
    click("Salvar");
    await expectFieldError("Cidade", "Informe sua cidade");

    fill("Nome completo", " João Silva ");
    fill("Telefone", "84999887766");
    fill("Data de nascimento", "1990-05-20");
    fill("Cidade", "Natal");
    fill("Estado", "RN");
    fill("Força", "marinha");
    fill("Posto ou graduação", "cabo");
    fill("Ano de incorporação", "2010");
    fill("Tempo de serviço", "5");
    fill("Especializações", "Logística");
    click("Adicionar");
    fill("Área desejada", "logistica");
    fill("Disponibilidade", "imediata");
    await expectNoFieldError("Nome completo");
    await expectNoFieldError("Cidade");
    await expectNoFieldError("Força");
    expect(screen.queryByText("Informe sua cidade")).toBeNull();
    expect(sentWrites(fetchMock)).toEqual([]);

    click("Salvar");
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    expect(sentWrites(fetchMock)).toEqual([
      {
        method: "PUT",
        url: "/api/military/profile",
        body: {
          fullName: "João Silva",
          phone: "84999887766",
          city: "Natal",
          state: "RN",
          birthDate: "1990-05-20",
          militaryBranch: "marinha",
          rank: "cabo",
          om: null,
          incorporationYear: 2010,
          yearsOfService: 5,
          specialties: ["Logística"],
          desiredArea: "logistica",
          experienceLevel: null,
          availability: "imediata",
          goals: null,
          biography: null,
        },
      },
    ]);
  });

  it("shows the API's field messages under the fields", async () => {
    stubFetch(
      apiError(422, "VALIDATION_FAILED", "Verifique os campos destacados e tente novamente.", [
        { path: "om", message: "O texto contém caracteres inválidos." },
      ]),
    );
    const onDone = open("João Silva", { city: "Natal", militaryBranch: "exercito" });
    fill("Organização Militar (OM)", "1º BI");
    click("Salvar");
    await expectFieldError("Organização Militar (OM)", "O texto contém caracteres inválidos.");
    expect(onDone).not.toHaveBeenCalled();
  });
});
