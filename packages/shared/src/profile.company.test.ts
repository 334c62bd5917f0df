import { describe, expect, it } from "vitest";
import {
  COMPANY_PROFILE_FIELDS,
  companyProfileSchema,
  LOGO_MAX_BYTES,
  companyProfileMessages as m,
} from "./profile.company";

const valid = { name: "Logística Forte", cnpj: "11.222.333/0001-81", email: "rh@logisticaforte.com.br" };

function messagesOf(input: unknown): Record<string, string[]> {
  const result = companyProfileSchema.safeParse(input);
  if (result.success) return {};
  const out: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join(".") || "(root)";
    out[key] = [...(out[key] ?? []), issue.message];
  }
  return out;
}

describe("companyProfileSchema", () => {
  it("requires name, CNPJ and e-mail, each with its own message", () => {
    expect(messagesOf({})).toEqual({ name: [m.nameRequired], cnpj: [m.cnpjRequired], email: [m.emailRequired] });
    expect(messagesOf({ name: "  ", cnpj: "", email: "" })).toEqual({
      name: [m.nameRequired],
      cnpj: [m.cnpjRequired],
      email: [m.emailRequired],
    });
  });

  it("checks the CNPJ's check digits and the e-mail's shape", () => {
    expect(messagesOf({ ...valid, cnpj: "11.222.333/0001-82", email: "rh@" })).toEqual({
      cnpj: [m.cnpjInvalid],
      email: [m.emailInvalid],
    });
  });

  it("stores masks away: CNPJ normalised, phone and CEP as digits, website with a scheme", () => {
    const parsed = companyProfileSchema.parse({
      ...valid,
      cnpj: "12.abc.345/01de-35",
      email: " RH@LogisticaForte.com.br ",
      phone: "(19) 98765-4321",
      zipCode: "13015-904",
      state: "sp",
      website: "logisticaforte.com.br",
      employeesCount: "51-200",
      address: "",
    });
    expect(parsed).toMatchObject({
      cnpj: "12ABC34501DE35",
      email: "rh@logisticaforte.com.br",
      phone: "19987654321",
      zipCode: "13015904",
      state: "SP",
      website: "https://logisticaforte.com.br",
      employeesCount: "51-200",
      address: null,
      city: null,
    });
  });

  it.each([
    ["phone", "1234-5678", m.phoneInvalid],
    ["phone", "(11) 98765-43210", m.phoneInvalid],
    ["zipCode", "1301-904", m.zipCodeInvalid],
    ["state", "XX", m.stateInvalid],
    ["website", "javascript:alert(1)", m.websiteInvalid],
    ["website", "nada", m.websiteInvalid],
    ["employeesCount", "muitos", m.employeesCountInvalid],
  ])("refuses %s %j", (field, value, message) => {
    expect(messagesOf({ ...valid, [field]: value })).toEqual({ [field]: [message] });
  });

  it("gives a value of the wrong type the field's own message, in pt-BR", () => {
    const fields = COMPANY_PROFILE_FIELDS.filter((field) => !["name", "cnpj", "email"].includes(field));
    const input = { name: 1, cnpj: 2, email: 3, ...Object.fromEntries(fields.map((field, i) => [field, i + 4])) };
    expect(messagesOf(input)).toEqual({
      name: ["Nome da empresa é obrigatório"],
      cnpj: ["CNPJ é obrigatório"],
      email: ["E-mail é obrigatório"],
      ...Object.fromEntries(fields.map((field) => [field, ["Este campo deve ser um texto."]])),
    });
  });

  it("takes a landline of 10 digits and a mobile of 11, and nothing shorter or longer", () => {
    expect(companyProfileSchema.safeParse({ ...valid, phone: "(11) 3456-7890" }).data?.phone).toBe("1134567890");
    expect(companyProfileSchema.safeParse({ ...valid, phone: "(11) 98765-4321" }).data?.phone).toBe("11987654321");
    for (const bad of ["(11) 3456-789", "(11) 98765-43210"]) {
      expect(messagesOf({ ...valid, phone: bad }), bad).toEqual({ phone: [m.phoneInvalid] });
    }
  });

  it("clears an optional field sent as spaces only", () => {
    const result = companyProfileSchema.safeParse({ ...valid, address: "   ", city: " \t ", state: "  " });
    expect(result.data).toMatchObject({ address: null, city: null, state: null });
  });

  it("refuses unknown fields", () => {
    expect(companyProfileSchema.safeParse({ ...valid, plan: "enterprise" }).success).toBe(false);
  });
});

describe("website and logo", () => {
  const website = (value: string) => companyProfileSchema.safeParse({ ...valid, website: value });

  it("adds https:// to an address typed without a scheme, and keeps http and https", () => {
    expect(website("suaempresa.com.br").data?.website).toBe("https://suaempresa.com.br");
    expect(website("http://suaempresa.com.br").data?.website).toBe("http://suaempresa.com.br");
    expect(website("HTTPS://suaempresa.com.br/vagas").data?.website).toBe("HTTPS://suaempresa.com.br/vagas");
    expect(website("www.a1.com.br:8080").data?.website).toBe("https://www.a1.com.br:8080");
    // A colon further on (in a query, say) is not a scheme.
    expect(website("suaempresa.com.br/vagas?turno=manha:noite").data?.website).toBe(
      "https://suaempresa.com.br/vagas?turno=manha:noite",
    );
  });

  it("refuses other schemes, a host without a dot and what is not an address", () => {
    for (const bad of [
      "ftp://suaempresa.com.br",
      "javascript:alert(1)",
      "mailto:rh@empresa.com.br",
      "localhost",
      "https://intranet",
      "http://",
      "a b.com",
    ]) {
      expect(messagesOf({ ...valid, website: bad }), bad).toEqual({ website: [m.websiteInvalid] });
    }
    expect(m.websiteInvalid).toBe("Informe um endereço válido, como https://suaempresa.com.br");
  });

  it("takes logos up to 2 MB", () => {
    expect(LOGO_MAX_BYTES).toBe(2_097_152);
  });
});
