// The company area (role empresa) and the payment pages.

export { SettingsPage } from "@/features/account/settings-page";
export { CandidatesPage } from "@/features/applications/candidates-page";
export { EditOfferPage } from "@/features/benefits/edit-offer-page";
export { NewOfferPage } from "@/features/benefits/new-offer-page";
export { OffersPage } from "@/features/benefits/offers-page";
export { ValidatePage } from "@/features/benefits/validate-page";
export { CheckoutPage } from "@/features/billing/checkout-page";
export { PaymentCancelPage } from "@/features/billing/payment-cancel-page";
export { PaymentSuccessPage } from "@/features/billing/payment-success-page";
export { PlansPage } from "@/features/billing/plans-page";
export { CompanyMessagesPage } from "@/features/conversations/conversations-page";
export { CompanyDashboardPage } from "@/features/dashboard/company-dashboard-page";
export { IntegrationsPage } from "@/features/integrations/integrations-page";
export { InterviewsPage } from "@/features/interviews/interviews-page";
export { EditJobPage } from "@/features/jobs/edit-job-page";
export { JobDetailsPage } from "@/features/jobs/job-details-page";
export { JobsPage } from "@/features/jobs/jobs-page";
export { NewJobPage } from "@/features/jobs/new-job-page";
export { TeamPage } from "@/features/members/team-page";
export { CompanyProfilePage } from "@/features/profile/company-profile-page";
export { ReportsPage } from "@/features/reports/reports-page";
export { SupportPage } from "@/features/support/support-page";
export { TalentPage } from "@/features/talent/talent-page";
export { CompanyLayout } from "../layouts/company-layout";
