// The company profile: its form's choices, messages and schema, and the logo's rules.
import { z } from "zod";
import { authMessages } from "./account";
import { BR_STATES, digitsOnly } from "./brazil";
import { isValidCnpj, normalizeCnpj } from "./cnpj";
import { safeString, tooLongMessage } from "./text";

/** Free text in the database; the form offers these ranges. */
export const EMPLOYEE_COUNT_OPTIONS = [
  { value: "1-10", label: "1 a 10 funcionários" },
  { value: "11-50", label: "11 a 50 funcionários" },
  { value: "51-200", label: "51 a 200 funcionários" },
  { value: "201-500", label: "201 a 500 funcionários" },
  { value: "501-1000", label: "501 a 1.000 funcionários" },
  { value: "1000+", label: "Mais de 1.000 funcionários" },
] as const;

/** A company's size as people read it ('51 a 200 funcionários'); a value of no option, as stored. */
export const employeesCountLabel = (value: string | null) =>
  value ? (EMPLOYEE_COUNT_OPTIONS.find((o) => o.value === value)?.label ?? value) : null;

export const companyProfileMessages = {
  nameRequired: authMessages.companyNameRequired,
  cnpjRequired: "CNPJ é obrigatório",
  cnpjInvalid: "CNPJ inválido. Confira os números e letras digitados.",
  emailRequired: "E-mail é obrigatório",
  emailInvalid: authMessages.invalidEmail,
  phoneInvalid: "Telefone inválido. Informe DDD e número (10 ou 11 dígitos).",
  zipCodeInvalid: "CEP inválido. Informe os 8 dígitos.",
  stateInvalid: "Selecione um estado válido.",
  websiteInvalid: "Informe um endereço válido, como https://suaempresa.com.br",
  employeesCountInvalid: "Selecione uma faixa de funcionários.",
  tooLong: tooLongMessage,
  saved: "Perfil atualizado!",
  saveError: "Ocorreu um erro ao salvar o perfil. Tente novamente.",
  loadError: "Erro ao carregar perfil da empresa",
} as const;

export const logoMessages = {
  notImage: "Por favor, selecione um arquivo de imagem.",
  tooBig: "O arquivo deve ter no máximo 2MB.",
  tooManyPixels: "A imagem deve ter no máximo 4096 x 4096 pixels.",
  uploaded: "Logo atualizada!",
  uploadError: "Ocorreu um erro ao fazer upload da logo. Tente novamente.",
} as const;

/** The largest logo a company may send, in bytes. */
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
/** Formats a logo may arrive in (checked on the server by the file's own bytes). */
export const LOGO_ACCEPTED_TYPES = ["image/png", "image/jpeg", "image/webp"] as const;
/** A missing field reads like a blank one: the same pt-BR message, never zod's English default. */
const required = (message: string, max: number) =>
  safeString({ error: message }).trim().min(1, message).max(max, companyProfileMessages.tooLong(max));

/** Optional text: blank or missing becomes null, so saving a blank field clears it. */
const optional = (max: number) =>
  safeString()
    .trim()
    .max(max, companyProfileMessages.tooLong(max))
    .nullish()
    .transform((v) => v || null);

const isHttpUrl = (value: string) => {
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname.includes(".");
  } catch {
    return false;
  }
};

/**
 * The company profile as the form sends it and PUT /api/company accepts it. Masks are dropped:
 * CNPJ is stored normalised (14 characters, letters uppercased), phone and CEP as digits only,
 * a website typed without a scheme gets https://. The e-mail is the company's contact e-mail.
 */
export const companyProfileSchema = z.strictObject({
  name: required(companyProfileMessages.nameRequired, 160),
  cnpj: required(companyProfileMessages.cnpjRequired, 32)
    .refine((v) => v === "" || isValidCnpj(v), companyProfileMessages.cnpjInvalid)
    .transform(normalizeCnpj),
  email: required(companyProfileMessages.emailRequired, 254)
    .toLowerCase()
    .pipe(z.email(companyProfileMessages.emailInvalid)),
  phone: optional(32)
    .transform((v) => (v ? digitsOnly(v) : null))
    .refine((v) => v === null || (v.length >= 10 && v.length <= 11), companyProfileMessages.phoneInvalid),
  website: optional(200)
    // A scheme is letters before a colon not followed by a digit: "empresa.com.br:8080" has a port.
    .transform((v) => (v && !/^[a-z][a-z0-9+.-]*:(?!\d)/i.test(v) ? `https://${v}` : v))
    .refine((v) => v === null || isHttpUrl(v), companyProfileMessages.websiteInvalid),
  address: optional(200),
  city: optional(120),
  state: optional(40)
    .transform((v) => v?.toUpperCase() ?? null)
    .refine((v) => v === null || (BR_STATES as readonly string[]).includes(v), companyProfileMessages.stateInvalid),
  zipCode: optional(16)
    .transform((v) => (v ? digitsOnly(v) : null))
    .refine((v) => v === null || v.length === 8, companyProfileMessages.zipCodeInvalid),
  sector: optional(120),
  employeesCount: optional(20).refine(
    (v) => v === null || EMPLOYEE_COUNT_OPTIONS.some((o) => o.value === v),
    companyProfileMessages.employeesCountInvalid,
  ),
  description: optional(2000),
});

export type CompanyProfileInput = z.infer<typeof companyProfileSchema>;
/** The profile's fields, in the order the form shows them. */
export const COMPANY_PROFILE_FIELDS = Object.keys(companyProfileSchema.shape) as readonly (keyof CompanyProfileInput)[];
/** What the form holds before parsing: every field a string. */
export type CompanyProfileValues = z.input<typeof companyProfileSchema>;
