import { createBrowserRouter, Outlet, type RouteObject, ScrollRestoration } from "react-router";
import { FullPageSpinner } from "@/components/ui/spinner";
import { RequireRole } from "./guards";
import { NotFound } from "./not-found";

// One lazy chunk per area: every route of an area imports the same module.
const publicArea = () => import("./areas/public");
const authArea = () => import("./areas/auth");
const militaryArea = () => import("./areas/military");
const companyArea = () => import("./areas/company");

type AreaModule = Record<string, unknown>;
function page<M extends AreaModule>(load: () => Promise<M>, name: keyof M & string): Pick<RouteObject, "lazy"> {
  return { lazy: async () => ({ Component: (await load())[name] as React.ComponentType }) };
}

function Root() {
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}

export const routes: RouteObject[] = [
  {
    element: <Root />,
    hydrateFallbackElement: <FullPageSpinner />,
    children: [
      { path: "/", ...page(publicArea, "LandingPage") },
      { path: "/precos/militar", ...page(publicArea, "MilitaryPricingPage") },
      { path: "/precos/empresa", ...page(publicArea, "CompanyPricingPage") },
      { path: "/parceiros", ...page(publicArea, "PartnersPage") },
      { path: "/termos", ...page(publicArea, "TermsPage") },
      { path: "/privacidade", ...page(publicArea, "PrivacyPage") },
      { path: "/ajuda", ...page(publicArea, "HelpPage") },

      { path: "/auth", ...page(authArea, "AuthPage") },
      { path: "/auth/confirmado", ...page(authArea, "EmailConfirmedPage") },
      { path: "/auth/redefinir-senha", ...page(authArea, "ResetPasswordPage") },

      {
        path: "/app",
        element: <RequireRole allowed="militar" />,
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
        element: <RequireRole allowed="empresa" />,
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

      { path: "*", element: <NotFound /> },
    ],
  },
];

export const router = createBrowserRouter(routes);
