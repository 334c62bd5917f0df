import { describe, expect, it } from "vitest";
import { apiError, form, renderPage, sentWrites, stubFetch, waitFor } from "@/test/render";
import type { CompanyProfile } from "../api";
import { CompanyProfileForm } from "./company-profile-form";

const BLANK = {
  id: "c1",
  name: "",
  cnpj: null,
  email: "",
  phone: null,
  website: null,
  address: null,
  city: null,
  state: null,
  zipCode: null,
  sector: null,
  employeesCount: null,
  description: null,
  logoUrl: null,
};

function open(profile: Partial<Record<keyof typeof BLANK, string | null>> = {}) {
  renderPage(<CompanyProfileForm profile={{ ...BLANK, ...profile } as unknown as CompanyProfile} />, {
    path: "/empresa/perfil",
  });
}

const OPTIONAL = ["Telefone", "Website", "Endereço", "Cidade", "Estado", "CEP", "Setor", "Número de funcionários"];

describe("CompanyProfileForm validation", () => {
  it("names the blank required fields and sends nothing", async () => {
    const fetchMock = stubFetch();
    open();
    form.click("Salvar Alterações");
    await form.expectError("Nome da empresa", "Nome da empresa é obrigatório");
    await form.expectError("CNPJ", "CNPJ é obrigatório");
    await form.expectError("E-mail", "E-mail é obrigatório");
    // The e-mail keeps its hint beside the error.
    expect(form.control("E-mail").getAttribute("aria-describedby")).toBe("empresa-email-hint empresa-email-error");
    for (const label of OPTIONAL) await form.expectNoError(label);
    expect(sentWrites(fetchMock)).toEqual([]);
  });

  it("refuses a wrong CNPJ, e-mail, phone, CEP, website and an overlong description", async () => {
    const fetchMock = stubFetch();
    open({ name: "Acme Ltda" });
    form.fill("CNPJ", "11222333000182");
    form.fill("E-mail", "contato@");
    form.fill("Telefone", "8198765");
    form.fill("CEP", "5003");
    form.fill("Website", "acme");
    form.fill("Descrição", "d".repeat(2001));
    form.click("Salvar Alterações");
    await form.expectError("CNPJ", "CNPJ inválido. Confira os números e letras digitados.");
    await form.expectError("E-mail", "Informe um e-mail válido");
    await form.expectError("Telefone", "Telefone inválido. Informe DDD e número (10 ou 11 dígitos).");
    await form.expectError("CEP", "CEP inválido. Informe os 8 dígitos.");
    await form.expectError("Website", "Informe um endereço válido, como https://suaempresa.com.br");
    await form.expectError("Descrição", "Use no máximo 2000 caracteres.");
    await form.expectNoError("Nome da empresa");
    expect(sentWrites(fetchMock)).toEqual([]);
  });

  it("clears the messages once fixed and saves the unmasked values", async () => {
    const saved = {
      ...BLANK,
      name: "Acme Ltda",
      cnpj: "11222333000181",
      email: "contato@acme.com.br",
      phone: "81987654321",
      website: "https://acme.com.br",
      city: "Recife",
      state: "PE",
      zipCode: "50030230",
      employeesCount: "11-50",
    };
    const fetchMock = stubFetch({ body: saved });
    open({ name: "Acme Ltda" });
    form.fill("CNPJ", "11222333000182");
    form.fill("CEP", "5003");
    form.click("Salvar Alterações");
    await form.expectError("CNPJ", "CNPJ inválido. Confira os números e letras digitados.");
    await form.expectError("CEP", "CEP inválido. Informe os 8 dígitos.");

    form.fill("CNPJ", "11222333000181");
    form.fill("E-mail", " Contato@Acme.com.br ");
    form.fill("Telefone", "81987654321");
    form.fill("Website", "acme.com.br");
    form.fill("Cidade", "Recife");
    form.fill("Estado", "PE");
    form.fill("CEP", "50030230");
    form.fill("Número de funcionários", "11-50");
    await form.expectNoError("CNPJ");
    await form.expectNoError("CEP");
    expect((form.control("CNPJ") as HTMLInputElement).value).toBe("11.222.333/0001-81");
    expect((form.control("Telefone") as HTMLInputElement).value).toBe("(81) 98765-4321");
    expect(sentWrites(fetchMock)).toEqual([]);

    form.click("Salvar Alterações");
    await waitFor(() => expect(sentWrites(fetchMock)).toHaveLength(1));
    expect(sentWrites(fetchMock)[0]).toEqual({
      method: "PUT",
      url: "/api/company",
      body: {
        name: "Acme Ltda",
        cnpj: "11222333000181",
        email: "contato@acme.com.br",
        phone: "81987654321",
        website: "https://acme.com.br",
        address: null,
        city: "Recife",
        state: "PE",
        zipCode: "50030230",
        sector: null,
        employeesCount: "11-50",
        description: null,
      },
    });
  });

  it("shows the API's field messages under the fields", async () => {
    stubFetch(
      apiError(422, "VALIDATION_FAILED", "Verifique os campos destacados e tente novamente.", [
        { path: "sector", message: "O texto contém caracteres inválidos." },
      ]),
    );
    open({ name: "Acme Ltda", cnpj: "11222333000181", email: "contato@acme.com.br" });
    form.fill("Setor", "Logística");
    form.click("Salvar Alterações");
    await form.expectError("Setor", "O texto contém caracteres inválidos.");
    await form.expectNoError("Nome da empresa");
  });
});
