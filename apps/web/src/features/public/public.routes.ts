import type { FeatureRoutes } from "@/lib/feature-routes";

// The public site: each page is its own chunk (docs/decisions/004-public-pages-split-chunks.md).
// Pages whose content changes while the site runs have a route loader, read on the server too
// (src/entry-server.tsx); a public job's, a company's and a certificate's head come from their
// loader's data.
export const publicRoutes = {
  routes: {
    public: [
      { page: "home", load: () => import("./landing-page"), component: "LandingPage" },
      { page: "militaryPricing", load: () => import("./military-pricing-page"), component: "MilitaryPricingPage" },
      { page: "companyPricing", load: () => import("./company-pricing-page"), component: "CompanyPricingPage" },
      {
        page: "partners",
        load: () => import("./partners-page"),
        component: "PartnersPage",
        loader: "partnersSectionLoader",
      },
      {
        page: "partnersDirectory",
        load: () => import("./partners-directory-page"),
        component: "PartnersDirectoryPage",
        loader: "directoryLoader",
      },
      {
        page: "publicJobs",
        load: () => import("./jobs-page"),
        component: "PublicJobsPage",
        loader: "publicJobsLoader",
      },
      { page: "publicJob", load: () => import("./job-page"), component: "PublicJobPage", loader: "publicJobLoader" },
      {
        page: "publicCompany",
        load: () => import("./company-page"),
        component: "PublicCompanyPage",
        loader: "publicCompanyLoader",
      },
      { page: "terms", load: () => import("./terms-page"), component: "TermsPage" },
      { page: "privacy", load: () => import("./privacy-page"), component: "PrivacyPage" },
      { page: "help", load: () => import("./help-page"), component: "HelpPage" },
      {
        page: "certificate",
        load: () => import("./certificate-page"),
        component: "CertificatePage",
        loader: "certificateLoader",
        title: "Verificação de certificado",
      },
      {
        page: "sharedResume",
        load: () => import("./shared-resume-page"),
        component: "SharedResumePage",
        loader: "sharedResumeLoader",
        title: "Currículo",
      },
      // The links of a job alert's e-mails (features/alerts has the militar's own page): they act on
      // a personal token, so they are rendered in the browser only and never indexed.
      {
        page: "alertConfirm",
        load: () => import("./alert-confirm-page"),
        component: "AlertConfirmPage",
        title: "Confirmar alerta",
      },
      {
        page: "alertCancel",
        load: () => import("./alert-cancel-page"),
        component: "AlertCancelPage",
        title: "Cancelar alerta",
      },
      {
        page: "alertManage",
        load: () => import("./alert-manage-page"),
        component: "AlertManagePage",
        title: "Gerenciar alertas",
      },
      // The transition plan's monthly e-mail: its one-click link turns the reminders off. Like the
      // alerts' links, rendered in the browser only and never indexed.
      {
        page: "transitionReminders",
        load: () => import("./transition-reminders-page"),
        component: "TransitionRemindersPage",
        title: "Lembretes do plano de transição",
      },
    ],
  },
} satisfies FeatureRoutes;
