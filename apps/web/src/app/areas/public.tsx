// Public site pages.
import { Link } from "react-router";
import { PagePlaceholder } from "@/components/page-placeholder";
import { Button } from "@/components/ui/button";
import { Wordmark } from "@/components/wordmark";

export function LandingPage() {
  return (
    <main className="min-h-svh">
      <header className="flex items-center justify-between border-b px-4 py-3 md:px-8">
        <Link to="/" aria-label="Próxima Missão, página inicial">
          <Wordmark />
        </Link>
        <Button asChild>
          <Link to="/auth">Entrar</Link>
        </Button>
      </header>
      <PagePlaceholder title="Próxima Missão" />
    </main>
  );
}

export const MilitaryPricingPage = () => <PagePlaceholder title="Planos para militares" />;
export const CompanyPricingPage = () => <PagePlaceholder title="Planos para empresas" />;
export const PartnersPage = () => <PagePlaceholder title="Seja parceiro" />;
export const TermsPage = () => <PagePlaceholder title="Termos de Uso" />;
export const PrivacyPage = () => <PagePlaceholder title="Política de Privacidade" />;
export const HelpPage = () => <PagePlaceholder title="Central de Ajuda" />;
