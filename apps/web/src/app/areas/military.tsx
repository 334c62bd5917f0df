// The military area (role militar).
import { PagePlaceholder } from "@/components/page-placeholder";

export { MilitaryLayout } from "../layouts/military-layout";

export const OnboardingPage = () => <PagePlaceholder title="Complete seu perfil" />;
export const DashboardPage = () => <PagePlaceholder title="Dashboard" />;
export const TrilhasPage = () => <PagePlaceholder title="Trilhas" />;
export const VagasPage = () => <PagePlaceholder title="Vagas" />;
export const BeneficiosPage = () => <PagePlaceholder title="Benefícios" />;
export const HistoricoPage = () => <PagePlaceholder title="Histórico de benefícios" />;
export const MensagensPage = () => <PagePlaceholder title="Mensagens" />;
export const PerfilPage = () => <PagePlaceholder title="Perfil" />;
export const PagamentosPage = () => <PagePlaceholder title="Pagamentos" />;
export const ConfiguracoesPage = () => <PagePlaceholder title="Configurações" />;
