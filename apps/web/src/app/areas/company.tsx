// The company area (role empresa) and the payment pages.
export { CheckoutPage } from "@/features/billing/checkout-page";
export { PaymentCancelPage } from "@/features/billing/payment-cancel-page";
export { PaymentSuccessPage } from "@/features/billing/payment-success-page";
export { PlansPage } from "@/features/billing/plans-page";
export { CandidatesPage } from "@/features/candidates/candidates-page";
export { CompanyDashboardPage } from "@/features/company-dashboard/dashboard-page";
export { CompanyProfilePage } from "@/features/company-profile/company-profile-page";
export { EditJobPage } from "@/features/jobs/edit-job-page";
export { JobDetailsPage } from "@/features/jobs/job-details-page";
export { JobsPage } from "@/features/jobs/jobs-page";
export { NewJobPage } from "@/features/jobs/new-job-page";
export { CompanyLayout } from "../layouts/company-layout";
