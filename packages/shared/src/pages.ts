// Every page of the web app, by name. The web's route tree, its links and redirects, and the
// server's list of known paths (app-paths.ts) all read this table, so a page's address is written
// once. `:name` stands for one path segment.

export const PAGES = {
  // Public pages.
  home: "/",
  militaryPricing: "/precos/militar",
  companyPricing: "/precos/empresa",
  partners: "/parceiros",
  partnersDirectory: "/parceiros/diretorio",
  publicJobs: "/vagas",
  publicJob: "/vagas/:ref",
  publicCompany: "/empresas/:slug",
  terms: "/termos",
  privacy: "/privacidade",
  help: "/ajuda",
  certificate: "/certificados/:code",
  // A CV its owner shared by link: for whoever has the link, never indexed.
  sharedResume: "/curriculo/:token",
  // The links of a job alert's e-mails, for whoever subscribed without an account.
  alertConfirm: "/alertas/confirmar",
  alertCancel: "/alertas/cancelar",
  alertManage: "/alertas/gerenciar",
  // The one-click link of the transition plan's monthly e-mail.
  transitionReminders: "/plano/lembretes",

  // Signing in.
  auth: "/auth",
  emailConfirmed: "/auth/confirmado",
  resetPassword: "/auth/redefinir-senha",
  /** A company team's invitation, from its e-mail: sign up or sign in, then join. */
  teamInvitation: "/auth/convite/:token",

  // The militar's area.
  militaryDashboard: "/app",
  militaryOnboarding: "/app/onboarding",
  learningPaths: "/app/trilhas",
  learningPath: "/app/trilhas/:slug",
  learningModule: "/app/trilhas/:slug/:module",
  militaryJobs: "/app/vagas",
  militaryAlerts: "/app/alertas",
  militaryApplications: "/app/candidaturas",
  militaryBenefits: "/app/beneficios",
  militaryBenefitsHistory: "/app/beneficios/historico",
  militaryMessages: "/app/mensagens",
  militaryProfile: "/app/perfil",
  militaryResume: "/app/curriculo",
  militaryPayments: "/app/pagamentos",
  militarySettings: "/app/configuracoes",
  militarySupport: "/app/suporte",
  militaryPlan: "/app/plano",
  militaryOccupation: "/app/ocupacoes/:code",
  militaryCommunity: "/app/comunidade",
  militaryCommunityQuestion: "/app/comunidade/:id",
  militaryMentoring: "/app/mentoria",

  // The company's payment pages, outside its area's guard.
  companyCheckout: "/empresa/checkout",
  companyPaymentSuccess: "/empresa/payment-success",
  companyPaymentCancel: "/empresa/payment-cancel",

  // The company's area.
  companyDashboard: "/empresa",
  companyJobs: "/empresa/vagas",
  companyNewJob: "/empresa/vagas/nova",
  companyJob: "/empresa/vagas/:id",
  companyEditJob: "/empresa/vagas/:id/editar",
  companyCandidates: "/empresa/candidatos",
  companyInterviews: "/empresa/entrevistas",
  companyOffers: "/empresa/beneficios",
  companyNewOffer: "/empresa/beneficios/novo",
  companyValidateOffer: "/empresa/beneficios/validar",
  companyEditOffer: "/empresa/beneficios/:id/editar",
  companyMessages: "/empresa/mensagens",
  companyTalent: "/empresa/talentos",
  companyReports: "/empresa/relatorios",
  companyProfile: "/empresa/perfil",
  companyPlans: "/empresa/planos",
  companyIntegrations: "/empresa/integracoes",
  companyTeam: "/empresa/equipe",
  companySettings: "/empresa/configuracoes",
  companySupport: "/empresa/suporte",

  // The operations console.
  operations: "/operacao",
  operationsCompanies: "/operacao/empresas",
  operationsCompany: "/operacao/empresas/:id",
  operationsMilitares: "/operacao/militares",
  operationsWithdrawals: "/operacao/saques",
  operationsOffers: "/operacao/ofertas",
  operationsReports: "/operacao/denuncias",
  operationsReport: "/operacao/denuncias/:id",
  operationsPrivacy: "/operacao/lgpd",
  operationsAudit: "/operacao/auditoria",
  operationsOperators: "/operacao/operadores",
  operationsSettings: "/operacao/configuracoes",
  operationsSupport: "/operacao/suporte",
  operationsCommunity: "/operacao/comunidade",
} as const;

export type PageName = keyof typeof PAGES;
export type PagePath = (typeof PAGES)[PageName];

/** The `:segment` names of a path pattern: "/a/:slug/:module" → "slug" | "module". */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The values a page's address needs, one per `:segment` of its pattern. */
export type PageParams<N extends PageName> = { [K in PathParamNames<(typeof PAGES)[N]>]: string | number };

/** A query string's values; undefined and null ones are left out. */
export type PageQuery = Record<string, string | number | boolean | null | undefined>;

/** The arguments after the page's name: params are required exactly when its pattern has segments. */
export type HrefArgs<N extends PageName> = [PathParamNames<(typeof PAGES)[N]>] extends [never]
  ? [params?: Record<string, never>, query?: PageQuery]
  : [params: PageParams<N>, query?: PageQuery];

/**
 * The address of a page: its pattern with each `:segment` filled in (encoded as one segment) and
 * the query, if any value is given, appended.
 */
export function href<N extends PageName>(name: N, ...[params, query]: HrefArgs<N>): string {
  const values = (params ?? {}) as Record<string, string | number | undefined>;
  const path = PAGES[name].replace(/:([A-Za-z0-9_]+)/g, (_, key: string) =>
    encodeURIComponent(String(values[key] ?? "")),
  );
  if (!query) return path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) search.append(key, String(value));
  }
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}
