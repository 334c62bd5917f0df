// The company area (role empresa) and the payment pages.
import { PagePlaceholder } from "@/components/page-placeholder";

export { CheckoutPage } from "@/features/billing/checkout-page";
export { PaymentCancelPage } from "@/features/billing/payment-cancel-page";
export { PaymentSuccessPage } from "@/features/billing/payment-success-page";
export { CompanyLayout } from "../layouts/company-layout";

export const CompanyDashboardPage = () => <PagePlaceholder title="Painel Empresarial" />;
export const JobsPage = () => <PagePlaceholder title="Vagas" />;
export const NewJobPage = () => <PagePlaceholder title="Nova Vaga" />;
export const JobDetailsPage = () => <PagePlaceholder title="Detalhes da vaga" />;
export const EditJobPage = () => <PagePlaceholder title="Editar vaga" />;
export const CandidatesPage = () => <PagePlaceholder title="Candidatos" />;
export const CompanyProfilePage = () => <PagePlaceholder title="Perfil da Empresa" />;
export { PlansPage } from "@/features/billing/plans-page";
