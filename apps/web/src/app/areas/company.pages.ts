import type { PageLoader } from "./pages";

// Where each page of the company area (/empresa) is, and its layout (see areas/pages.ts): a chunk of its
// own, so that the area's first page loads this list and not the other areas'.
export const COMPANY_PAGES = {
  SettingsPage: () => import("@/features/account/settings-page").then((m) => m.SettingsPage),
  CandidatesPage: () => import("@/features/applications/candidates-page").then((m) => m.CandidatesPage),
  EditOfferPage: () => import("@/features/benefits/edit-offer-page").then((m) => m.EditOfferPage),
  NewOfferPage: () => import("@/features/benefits/new-offer-page").then((m) => m.NewOfferPage),
  OffersPage: () => import("@/features/benefits/offers-page").then((m) => m.OffersPage),
  ValidatePage: () => import("@/features/benefits/validate-page").then((m) => m.ValidatePage),
  CheckoutPage: () => import("@/features/billing/checkout-page").then((m) => m.CheckoutPage),
  PaymentCancelPage: () => import("@/features/billing/payment-cancel-page").then((m) => m.PaymentCancelPage),
  PaymentSuccessPage: () => import("@/features/billing/payment-success-page").then((m) => m.PaymentSuccessPage),
  PlansPage: () => import("@/features/billing/plans-page").then((m) => m.PlansPage),
  CompanyMessagesPage: () => import("@/features/conversations/conversations-page").then((m) => m.CompanyMessagesPage),
  CompanyDashboardPage: () => import("@/features/dashboard/company-dashboard-page").then((m) => m.CompanyDashboardPage),
  IntegrationsPage: () => import("@/features/integrations/integrations-page").then((m) => m.IntegrationsPage),
  InterviewsPage: () => import("@/features/interviews/interviews-page").then((m) => m.InterviewsPage),
  EditJobPage: () => import("@/features/jobs/edit-job-page").then((m) => m.EditJobPage),
  JobDetailsPage: () => import("@/features/jobs/job-details-page").then((m) => m.JobDetailsPage),
  JobsPage: () => import("@/features/jobs/jobs-page").then((m) => m.JobsPage),
  NewJobPage: () => import("@/features/jobs/new-job-page").then((m) => m.NewJobPage),
  TeamPage: () => import("@/features/members/team-page").then((m) => m.TeamPage),
  CompanyProfilePage: () => import("@/features/profile/company-profile-page").then((m) => m.CompanyProfilePage),
  ReportsPage: () => import("@/features/reports/reports-page").then((m) => m.ReportsPage),
  SupportPage: () => import("@/features/support/support-page").then((m) => m.SupportPage),
  TalentPage: () => import("@/features/talent/talent-page").then((m) => m.TalentPage),
  CompanyLayout: () => import("../layouts/company-layout").then((m) => m.CompanyLayout),
} satisfies Record<string, PageLoader>;
