import { useEffect } from "react";
import { Outlet, type RouteObject, ScrollRestoration, useLocation } from "react-router";
import * as publicPages from "./areas/public";
import { BootSpinner } from "./boot-spinner";
import { NotFound } from "./not-found";
import { DEFAULT_TITLE, seoFor } from "./seo";
import { ToasterHost } from "./toaster-host";

// One lazy chunk per area: every route of an area imports the same module.
const session = () => import("./session-shell");
const authArea = () => import("./areas/auth");
const militaryArea = () => import("./areas/military");
const companyArea = () => import("./areas/company");

type AreaModule = Record<string, unknown>;
function page<M extends AreaModule>(load: () => Promise<M>, name: keyof M & string): Pick<RouteObject, "lazy"> {
  return { lazy: async () => ({ Component: (await load())[name] as React.ComponentType }) };
}

function Root() {
  const { pathname } = useLocation();
  // Prerendered pages arrive with their title; client-side navigation retitles the tab.
  useEffect(() => {
    document.title = seoFor(pathname)?.title ?? DEFAULT_TITLE;
  }, [pathname]);
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
      { path: "/parceiros", ...page(publicPages.partners, "PartnersPage") },
      { path: "/termos", ...page(publicPages.terms, "TermsPage") },
      { path: "/privacidade", ...page(publicPages.privacy, "PrivacyPage") },
      { path: "/ajuda", ...page(publicPages.help, "HelpPage") },

      {
        // Pages that know who is signed in.
        ...page(session, "SessionShell"),
        children: [
          { path: "/auth", ...page(authArea, "AuthPage") },
          { path: "/auth/confirmado", ...page(authArea, "EmailConfirmedPage") },
          { path: "/auth/redefinir-senha", ...page(authArea, "ResetPasswordPage") },

          {
            path: "/app",
            ...page(session, "MilitaryGuard"),
            children: [
              { path: "onboarding", ...page(militaryArea, "OnboardingPage") },
              {
                ...page(militaryArea, "MilitaryLayout"),
                children: [
                  { index: true, ...page(militaryArea, "DashboardPage") },
                  { path: "trilhas", ...page(militaryArea, "TrilhasPage") },
                  { path: "vagas", ...page(militaryArea, "VagasPage") },
                  { path: "beneficios", ...page(militaryArea, "BeneficiosPage") },
                  { path: "beneficios/historico", ...page(militaryArea, "HistoricoPage") },
                  { path: "mensagens", ...page(militaryArea, "MensagensPage") },
                  { path: "perfil", ...page(militaryArea, "PerfilPage") },
                  { path: "pagamentos", ...page(militaryArea, "PagamentosPage") },
                  { path: "configuracoes", ...page(militaryArea, "ConfiguracoesPage") },
                ],
              },
            ],
          },

          // The payment pages have no role guard: each decides for itself (see SPEC, company payment pages).
          { path: "/empresa/checkout", ...page(companyArea, "CheckoutPage") },
          { path: "/empresa/payment-success", ...page(companyArea, "PaymentSuccessPage") },
          { path: "/empresa/payment-cancel", ...page(companyArea, "PaymentCancelPage") },
          {
            path: "/empresa",
            ...page(session, "CompanyGuard"),
            children: [
              {
                ...page(companyArea, "CompanyLayout"),
                children: [
                  { index: true, ...page(companyArea, "CompanyDashboardPage") },
                  { path: "vagas", ...page(companyArea, "JobsPage") },
                  { path: "vagas/nova", ...page(companyArea, "NewJobPage") },
                  { path: "vagas/:id", ...page(companyArea, "JobDetailsPage") },
                  { path: "vagas/:id/editar", ...page(companyArea, "EditJobPage") },
                  { path: "candidatos", ...page(companyArea, "CandidatesPage") },
                  { path: "perfil", ...page(companyArea, "CompanyProfilePage") },
                  { path: "planos", ...page(companyArea, "PlansPage") },
                ],
              },
            ],
          },
        ],
      },

      { path: "*", element: <NotFound /> },
    ],
  },
];
