import { BriefcaseBusiness, LifeBuoy, Mail, Shield, UserRoundCog } from "lucide-react";
import { PublicPage } from "./components/public-page";
import { AccountFaq } from "./help/account-faq";
import { CompanyFaq } from "./help/company-faq";
import { HelpContact } from "./help/help-contact";
import { HelpSupport } from "./help/help-support";
import { MilitaryFaq } from "./help/military-faq";
import { SITE_LINKS, SignInAction } from "./landing/site-nav";

const TOPICS = [
  { href: "#militares", label: "Para militares", icon: Shield },
  { href: "#empresas", label: "Para empresas", icon: BriefcaseBusiness },
  { href: "#conta", label: "Acesso, senha e privacidade", icon: UserRoundCog },
  { href: "#suporte", label: "Suporte", icon: LifeBuoy },
  { href: "#contato", label: "Fale conosco", icon: Mail },
];

/** The help center (/ajuda): questions for both roles, answered from the shared plan table. */
export function HelpPage() {
  return (
    <PublicPage links={SITE_LINKS} actions={<SignInAction />}>
      <section aria-labelledby="help-title" className="border-b bg-gradient-to-b from-secondary to-background">
        <div className="mx-auto max-w-4xl px-4 py-12 md:px-6 md:py-16">
          <p className="mb-3 font-semibold text-primary text-sm uppercase tracking-wider">Central de Ajuda</p>
          <h1 id="help-title" className="text-balance font-bold text-4xl tracking-tight md:text-5xl">
            Como podemos ajudar?
          </h1>
          <p className="mt-4 max-w-2xl text-pretty text-lg text-muted-foreground leading-relaxed">
            Respostas para as dúvidas mais comuns de militares e empresas sobre cadastro, vagas, planos, pagamentos e
            privacidade. Clique em uma pergunta para ver a resposta.
          </p>
          <nav aria-label="Tópicos da ajuda" className="mt-8">
            <ul className="grid gap-3 sm:grid-cols-2">
              {TOPICS.map(({ href, label, icon: Icon }) => (
                <li key={href}>
                  <a
                    href={href}
                    className="flex items-center gap-3 rounded-lg border bg-card px-4 py-3 font-medium shadow-xs transition-colors hover:border-primary/40 hover:bg-muted focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
                  >
                    <Icon className="size-5 text-primary" aria-hidden="true" />
                    {label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </section>
      <div className="mx-auto max-w-4xl space-y-16 px-4 py-12 md:px-6 md:py-16">
        <MilitaryFaq />
        <CompanyFaq />
        <AccountFaq />
        <HelpSupport />
        <HelpContact />
      </div>
    </PublicPage>
  );
}
