import type { CompanyPlanId, MilitaryPlanId } from "@pm/shared/billing";
import { href } from "@pm/shared/pages";
import { mailto, publicConfig } from "@/lib/public-config";

// The auth page reads `type`, `tab` and `plan` from the query string (SPEC section 2, /auth).

/** FREE is the default military plan, so its link carries no `plan`. */
export function militarySignUpHref(plan: MilitaryPlanId): string {
  return href("auth", {}, { type: "militar", tab: "signup", plan: plan === "FREE" ? undefined : plan.toLowerCase() });
}

export function companySignUpHref(plan: CompanyPlanId): string {
  return href("auth", {}, { type: "empresa", tab: "signup", plan });
}

export const MILITARY_SIGN_IN_HREF = href("auth", {}, { type: "militar" });
export const COMPANY_SIGN_IN_HREF = href("auth", {}, { type: "empresa" });

export const ENTERPRISE_SUBJECT = "Interesse no plano Enterprise";

const ENTERPRISE_BODY = [
  "Olá, equipe Próxima Missão!",
  "",
  "Tenho interesse no plano Enterprise e gostaria de conversar sobre as necessidades de contratação da minha empresa.",
  "",
  "Empresa:",
  "CNPJ:",
  "Meu nome e cargo:",
  "Telefone para contato:",
  "Quantas vagas pretendemos abrir por ano:",
  "Integrações desejadas (ATS, sistema de RH, API):",
  "",
  "Obrigado(a)!",
].join("\n");

/** Enterprise is sold only through sales (ARCHITECTURE section 1): its button opens an e-mail. */
export function enterpriseMailto(): string {
  return mailto(publicConfig.salesEmail, ENTERPRISE_SUBJECT, ENTERPRISE_BODY);
}
