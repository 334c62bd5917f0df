// The roles of a company's team (decision 035), apart from the zod schemas so the web's route
// declarations and guards read them without loading zod.

export const COMPANY_ROLES = ["administrador", "recrutador", "caixa"] as const;
export type CompanyRole = (typeof COMPANY_ROLES)[number];

/** The roles' names, exactly as the team page, the invitation and the e-mails show them. */
export const COMPANY_ROLE_LABELS: Record<CompanyRole, string> = {
  administrador: "Administrador",
  recrutador: "Recrutador",
  caixa: "Atendente de caixa",
};

/** What each role opens, as the invitation form explains it. */
export const COMPANY_ROLE_DESCRIPTIONS: Record<CompanyRole, string> = {
  administrador: "Tudo, inclusive plano e pagamentos, equipe, chaves de API, webhooks e perfil da empresa.",
  recrutador:
    "Vagas, candidatos, banco de talentos, mensagens, relatórios e notas. Sem plano, pagamentos, equipe ou integrações.",
  caixa: "Apenas a validação de benefícios no caixa e o histórico de usos das ofertas.",
};

/** Who may open what: the groups the API's mounts and the web's pages are declared with. */
export const ADMIN_ONLY: readonly CompanyRole[] = ["administrador"];
/** Jobs, candidates, talent bank, messages, reports, the dashboard. */
export const HIRING_ROLES: readonly CompanyRole[] = ["administrador", "recrutador"];
/** The partner's till and the uses of its offers. */
export const TILL_ROLES: readonly CompanyRole[] = ["administrador", "caixa"];

/** Where a member lands in the company area: the cashier has only the till. */
export function companyHomePage(role: CompanyRole): "companyDashboard" | "companyValidateOffer" {
  return role === "caixa" ? "companyValidateOffer" : "companyDashboard";
}

/** Why a company account cannot open the workspace, as the area's guard and the API say it. */
export const teamAccessMessages = {
  noTeam: "Sua conta não faz parte da equipe de nenhuma empresa. Peça um convite a um Administrador.",
  planPending:
    "O pagamento do plano da empresa está pendente. Quando um Administrador concluir o pagamento, você volta a ter acesso.",
} as const;
