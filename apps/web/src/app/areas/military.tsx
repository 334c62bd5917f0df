// The military area (role militar).
import { PagePlaceholder } from "@/components/page-placeholder";

export { VagasPage } from "@/features/job-board/job-board-page";
export { PagamentosPage } from "@/features/military-billing/payments-page";
export { DashboardPage } from "@/features/military-dashboard/dashboard-page";
export { PerfilPage } from "@/features/military-profile/profile-page";
export { OnboardingPage } from "@/features/onboarding/onboarding-page";
export { ConfiguracoesPage } from "@/features/settings/settings-page";
export { MilitaryLayout } from "../layouts/military-layout";

export const TrilhasPage = () => <PagePlaceholder title="Trilhas" />;
export const BeneficiosPage = () => <PagePlaceholder title="Benefícios" />;
export const HistoricoPage = () => <PagePlaceholder title="Histórico de benefícios" />;
export const MensagensPage = () => <PagePlaceholder title="Mensagens" />;
