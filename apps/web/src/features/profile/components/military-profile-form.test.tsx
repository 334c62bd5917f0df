import { BLANK_OPTIONAL_PROFILE } from "@pm/shared/profile.military.fixtures";
import { describe, expect, it, vi } from "vitest";
import type { Me } from "@/lib/session";
import { apiError, form, renderPage, screen, sentWrites, stubFetch, waitFor } from "@/test/render";
import { MilitaryProfileForm } from "./military-profile-form";

type MilitaryProfile = NonNullable<Me["militaryProfile"]>;

const BLANK = { plan: "FREE", city: null, militaryBranch: null, ...BLANK_OPTIONAL_PROFILE };

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
  "Situação",
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
    form.click("Salvar");
    await form.expectError("Nome completo", "Informe seu nome completo");
    await form.expectError("Cidade", "Informe sua cidade");
    await form.expectError("Força", "Selecione sua força");
    for (const label of OPTIONAL) await form.expectNoError(label);
    expect(document.activeElement).toBe(form.control("Nome completo"));
    expect(sentWrites(fetchMock)).toEqual([]);
    expect(onDone).not.toHaveBeenCalled();
  });

  it("refuses a short phone, an impossible birth date and overlong texts", async () => {
    const fetchMock = stubFetch();
    open("João Silva", { city: "Natal", militaryBranch: "exercito" });
    form.fill("Telefone", "84999");
    form.fill("Data de nascimento", "2999-01-01");
    form.fill("Organização Militar (OM)", "o".repeat(161));
    form.fill("Sobre você", "b".repeat(2001));
    form.click("Salvar");
    await form.expectError("Telefone", "Telefone inválido. Informe DDD e número (10 ou 11 dígitos).");
    await form.expectError("Data de nascimento", "Informe uma data de nascimento válida");
    await form.expectError("Organização Militar (OM)", "Use no máximo 160 caracteres.");
    await form.expectError("Sobre você", "Use no máximo 2000 caracteres.");
    await form.expectNoError("Nome completo");
    await form.expectNoError("Cidade");

    // After a submit, each change is checked again: a real date clears the message, a date more
    // than a hundred years ago brings it back.
    form.fill("Data de nascimento", "1990-05-20");
    await form.expectNoError("Data de nascimento");
    form.fill("Data de nascimento", "1900-01-01");
    await form.expectError("Data de nascimento", "Informe uma data de nascimento válida");
    expect(sentWrites(fetchMock)).toEqual([]);
  });

  it("clears the messages once fixed and saves every field", async () => {
    const fetchMock = stubFetch({ body: { fullName: "João Silva", ...BLANK } });
    const onDone = open();
    form.click("Salvar");
    await form.expectError("Cidade", "Informe sua cidade");

    form.fill("Nome completo", " João Silva ");
    form.fill("Telefone", "84999887766");
    form.fill("Data de nascimento", "1990-05-20");
    form.fill("Cidade", "Natal");
    form.fill("Estado", "RN");
    form.fill("Força", "marinha");
    form.fill("Posto ou graduação", "cabo");
    form.fill("Situação", "licenciado");
    form.fill("Ano de incorporação", "2010");
    form.fill("Tempo de serviço", "5");
    form.fill("Especializações", "Logística");
    form.click("Adicionar");
    form.fill("Área desejada", "logistica");
    form.fill("Disponibilidade", "imediata");
    await form.expectNoError("Nome completo");
    await form.expectNoError("Cidade");
    await form.expectNoError("Força");
    expect(screen.queryByText("Informe sua cidade")).toBeNull();
    expect(sentWrites(fetchMock)).toEqual([]);

    form.click("Salvar");
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
          serviceStatus: "licenciado",
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

  it("offers the chosen força's own ranks and drops a rank the new força does not have", async () => {
    stubFetch();
    open("Roberto Almeida", { city: "Sorocaba" });
    const rank = form.control("Posto ou graduação") as HTMLSelectElement;
    const labels = () => [...rank.options].map((o) => o.textContent);
    expect(rank.disabled).toBe(true);
    expect(labels()).toContain("Escolha a força primeiro");

    form.fill("Força", "pm");
    await waitFor(() => expect(rank.disabled).toBe(false));
    expect(labels()).toEqual(expect.arrayContaining(["Soldado", "Subtenente", "Coronel"]));
    expect(labels()).not.toContain("Suboficial");
    expect(labels()).not.toContain("General de brigada");
    form.fill("Posto ou graduação", "subtenente");
    form.fill("Tempo de serviço", "25");
    expect((form.control("Tempo de serviço") as HTMLSelectElement).value).toBe("25");

    // Cabo exists in the Marinha too and stays; Subtenente does not and is asked again.
    form.fill("Força", "marinha");
    await waitFor(() => expect(rank.value).toBe(""));
    expect(labels()).toEqual(expect.arrayContaining(["Marinheiro", "Suboficial", "Almirante de esquadra"]));
    form.fill("Posto ou graduação", "cabo");
    form.fill("Força", "exercito");
    await waitFor(() => expect(labels()).toContain("Soldado (efetivo variável)"));
    expect(rank.value).toBe("cabo");
  });

  it("shows the API's field messages under the fields", async () => {
    stubFetch(
      apiError(422, "VALIDATION_FAILED", "Verifique os campos destacados e tente novamente.", [
        { path: "om", message: "O texto contém caracteres inválidos." },
      ]),
    );
    const onDone = open("João Silva", { city: "Natal", militaryBranch: "exercito" });
    form.fill("Organização Militar (OM)", "1º BI");
    form.click("Salvar");
    await form.expectError("Organização Militar (OM)", "O texto contém caracteres inválidos.");
    expect(onDone).not.toHaveBeenCalled();
  });
});
