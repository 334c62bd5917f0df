import { useEffect } from "react";
import { Outlet, type RouteObject, ScrollRestoration, type UIMatch, useLocation, useMatches } from "react-router";
import * as publicPages from "./areas/public";
import { BootSpinner } from "./boot-spinner";
import { NotFound } from "./not-found";
import { DEFAULT_TITLE, pageTitle, seoFor } from "./seo";
import { ToasterHost } from "./toaster-host";

// One lazy chunk per area: every route of an area imports the same module.
const session = () => import("./session-shell");
const authArea = () => import("./areas/auth");
const militaryArea = () => import("./areas/military");
const companyArea = () => import("./areas/company");
const operationsArea = () => import("./areas/operations");

type AreaModule = Record<string, unknown>;
/** A page of an area, and the name its tab shows ("{title} | Próxima Missão"). */
function page<M extends AreaModule>(
  load: () => Promise<M>,
  name: keyof M & string,
  title?: string,
): Pick<RouteObject, "lazy" | "handle"> {
  return {
    lazy: async () => ({ Component: (await load())[name] as React.ComponentType }),
    ...(title ? { handle: { title } } : {}),
  };
}

/** The title of the deepest matched route that names one. */
function titleOf(matches: UIMatch[]): string | undefined {
  for (let i = matches.length - 1; i >= 0; i--) {
    const title = (matches[i]?.handle as { title?: string } | undefined)?.title;
    if (title) return title;
  }
  return undefined;
}

/** The whole title a route's data names for its page (a public job's), if any. */
function dataTitleOf(matches: UIMatch[]): string | undefined {
  for (let i = matches.length - 1; i >= 0; i--) {
    const title = (matches[i]?.data as { head?: { title?: string } | null } | undefined)?.head?.title;
    if (title) return title;
  }
  return undefined;
}

function Root() {
  const { pathname } = useLocation();
  const matches = useMatches();
  const title = titleOf(matches);
  const dataTitle = dataTitleOf(matches);
  // Prerendered pages arrive with their title; client-side navigation retitles the tab.
  useEffect(() => {
    document.title = dataTitle ?? seoFor(pathname)?.title ?? (title ? pageTitle(title) : DEFAULT_TITLE);
  }, [pathname, title, dataTitle]);
  return (
    <>
      <ScrollRestoration />
      <Outlet />
      <ToasterHost />
    </>
  );
}

export const routes: RouteObject[] = [
  {
    element: <Root />,
    hydrateFallbackElement: <BootSpinner />,
    children: [
      { path: "/", ...page(publicPages.landing, "LandingPage") },
      { path: "/precos/militar", ...page(publicPages.militaryPricing, "MilitaryPricingPage") },
      { path: "/precos/empresa", ...page(publicPages.companyPricing, "CompanyPricingPage") },
      {
        // Rendered by the server for each request, with its data (src/entry-server.tsx).
        path: "/parceiros",
        lazy: async () => {
          const { PartnersPage, partnersSectionLoader } = await publicPages.partners();
          return { Component: PartnersPage, loader: partnersSectionLoader };
        },
      },
      {
        path: "/parceiros/diretorio",
        lazy: async () => {
          const { PartnersDirectoryPage, directoryLoader } = await publicPages.partnersDirectory();
          return { Component: PartnersDirectoryPage, loader: directoryLoader };
        },
      },
      {
        path: "/vagas",
        lazy: async () => {
          const { PublicJobsPage, publicJobsLoader } = await publicPages.jobs();
          return { Component: PublicJobsPage, loader: publicJobsLoader };
        },
      },
      {
        // Every job's page: its head (title, structured data) comes from its loader's data.
        path: "/vagas/:ref",
        lazy: async () => {
          const { PublicJobPage, publicJobLoader } = await publicPages.job();
          return { Component: PublicJobPage, loader: publicJobLoader };
        },
      },
      { path: "/termos", ...page(publicPages.terms, "TermsPage") },
      { path: "/privacidade", ...page(publicPages.privacy, "PrivacyPage") },
      { path: "/ajuda", ...page(publicPages.help, "HelpPage") },
      {
        path: "/certificados/:code",
        handle: { title: "Verificação de certificado" },
        lazy: async () => {
          const { CertificatePage, certificateLoader } = await publicPages.certificate();
          return { Component: CertificatePage, loader: certificateLoader };
        },
      },

      {
        // Pages that know who is signed in.
        ...page(session, "SessionShell"),
        children: [
          { path: "/auth", ...page(authArea, "AuthPage") },
          { path: "/auth/confirmado", ...page(authArea, "EmailConfirmedPage", "E-mail confirmado") },
          { path: "/auth/redefinir-senha", ...page(authArea, "ResetPasswordPage", "Redefinir senha") },

          {
            path: "/app",
            ...page(session, "MilitaryGuard"),
            children: [
              { path: "onboarding", ...page(militaryArea, "OnboardingPage", "Complete seu perfil") },
              {
                ...page(militaryArea, "MilitaryLayout"),
                children: [
                  { index: true, ...page(militaryArea, "MilitaryDashboardPage", "Dashboard") },
                  { path: "trilhas", ...page(militaryArea, "LearningPathsPage", "Trilhas") },
                  { path: "candidaturas", ...page(militaryArea, "MyApplicationsPage", "Minhas candidaturas") },
                  { path: "trilhas/:slug", ...page(militaryArea, "LearningPathPage", "Trilha") },
                  { path: "trilhas/:slug/:module", ...page(militaryArea, "LearningModulePage", "Módulo da trilha") },
                  { path: "vagas", ...page(militaryArea, "JobBoardPage", "Vagas") },
                  { path: "beneficios", ...page(militaryArea, "BenefitsPage", "Benefícios") },
                  {
                    path: "beneficios/historico",
                    ...page(militaryArea, "BenefitsHistoryPage", "Histórico de benefícios"),
                  },
                  { path: "mensagens", ...page(militaryArea, "MessagesPage", "Mensagens") },
                  { path: "perfil", ...page(militaryArea, "MilitaryProfilePage", "Perfil") },
                  { path: "pagamentos", ...page(militaryArea, "PaymentsPage", "Pagamentos") },
                  { path: "configuracoes", ...page(militaryArea, "SettingsPage", "Configurações") },
                ],
              },
            ],
          },

          // The payment pages have no role guard: each decides for itself (see SPEC, company payment pages).
          { path: "/empresa/checkout", ...page(companyArea, "CheckoutPage", "Pagamento do plano") },
          { path: "/empresa/payment-success", ...page(companyArea, "PaymentSuccessPage", "Pagamento confirmado") },
          { path: "/empresa/payment-cancel", ...page(companyArea, "PaymentCancelPage", "Pagamento cancelado") },
          {
            path: "/empresa",
            ...page(session, "CompanyGuard"),
            children: [
              {
                ...page(companyArea, "CompanyLayout"),
                children: [
                  { index: true, ...page(companyArea, "CompanyDashboardPage", "Painel da empresa") },
                  { path: "vagas", ...page(companyArea, "JobsPage", "Vagas") },
                  { path: "vagas/nova", ...page(companyArea, "NewJobPage", "Nova vaga") },
                  { path: "vagas/:id", ...page(companyArea, "JobDetailsPage", "Detalhes da vaga") },
                  { path: "vagas/:id/editar", ...page(companyArea, "EditJobPage", "Editar vaga") },
                  { path: "candidatos", ...page(companyArea, "CandidatesPage", "Candidatos") },
                  { path: "beneficios", ...page(companyArea, "OffersPage", "Benefícios") },
                  { path: "beneficios/novo", ...page(companyArea, "NewOfferPage", "Novo benefício") },
                  { path: "beneficios/validar", ...page(companyArea, "ValidatePage", "Validar benefício") },
                  { path: "beneficios/:id/editar", ...page(companyArea, "EditOfferPage", "Editar benefício") },
                  { path: "mensagens", ...page(companyArea, "CompanyMessagesPage", "Mensagens") },
                  { path: "talentos", ...page(companyArea, "TalentPage", "Banco de talentos") },
                  { path: "relatorios", ...page(companyArea, "ReportsPage", "Relatórios") },
                  { path: "perfil", ...page(companyArea, "CompanyProfilePage", "Perfil da empresa") },
                  { path: "planos", ...page(companyArea, "PlansPage", "Planos") },
                  { path: "integracoes", ...page(companyArea, "IntegrationsPage", "Integrações") },
                  { path: "configuracoes", ...page(companyArea, "SettingsPage", "Configurações") },
                ],
              },
            ],
          },
          {
            path: "/operacao",
            ...page(session, "OperationsGuard"),
            children: [
              {
                ...page(operationsArea, "OperationsLayout"),
                children: [
                  { index: true, ...page(operationsArea, "OperationsFiguresPage", "Visão geral · Operação") },
                  { path: "empresas", ...page(operationsArea, "OperationsCompaniesPage", "Empresas · Operação") },
                  { path: "empresas/:id", ...page(operationsArea, "OperationsCompanyPage", "Empresa · Operação") },
                  { path: "militares", ...page(operationsArea, "OperationsMilitaresPage", "Militares · Operação") },
                  { path: "saques", ...page(operationsArea, "OperationsWithdrawalsPage", "Saques · Operação") },
                  { path: "ofertas", ...page(operationsArea, "OperationsOffersPage", "Ofertas · Operação") },
                  { path: "denuncias", ...page(operationsArea, "OperationsReportsPage", "Denúncias · Operação") },
                  { path: "denuncias/:id", ...page(operationsArea, "OperationsReportPage", "Denúncia · Operação") },
                  { path: "lgpd", ...page(operationsArea, "OperationsPrivacyPage", "Solicitações LGPD · Operação") },
                  { path: "auditoria", ...page(operationsArea, "OperationsAuditPage", "Auditoria · Operação") },
                  { path: "operadores", ...page(operationsArea, "OperationsOperatorsPage", "Operadores · Operação") },
                  { path: "configuracoes", ...page(operationsArea, "SettingsPage", "Configurações") },
                ],
              },
            ],
          },
        ],
      },

      { path: "*", element: <NotFound />, handle: { title: "Página não encontrada" } },
    ],
  },
];
