import { href } from "@pm/shared/pages";
import { BriefcaseBusiness, CircleCheck, Shield } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { cx } from "@/lib/utils";
import { SectionHeading } from "../components/section-heading";
import {
  applicationLimitText,
  companyPlanPrice,
  ENTRY_COMPANY_PLAN,
  MILITARY_FREE,
  MILITARY_STARTS_FREE,
} from "./plan-copy";
import { SIGN_UP } from "./site-nav";

const FOR_MILITARY = [
  "Vagas de empresas que escolheram contratar quem serviu",
  "Perfil que apresenta sua experiência na linguagem do recrutador",
  "Trilhas de conhecimento para chegar preparado às entrevistas",
  "Descontos e cashback em empresas parceiras",
  "Acompanhamento de cada candidatura em tempo real",
];

const FOR_COMPANIES = [
  "Profissionais com disciplina, liderança e senso de responsabilidade",
  "Publicação e gestão de vagas em um só painel",
  "Banco de talentos com acesso ao perfil completo",
  "Listagem da sua marca no diretório de empresas parceiras",
  "Contribuição concreta para a recolocação de quem serviu ao país",
];

export function ReasonsSection() {
  const militaryOffer = MILITARY_STARTS_FREE
    ? `Comece no plano ${MILITARY_FREE.name}, sem custo, com ${applicationLimitText(MILITARY_FREE.activeApplicationLimit)}.`
    : `Planos a partir do ${MILITARY_FREE.name}.`;
  const companyOffer = `Planos a partir do ${ENTRY_COMPANY_PLAN.name}: ${companyPlanPrice(ENTRY_COMPANY_PLAN)}.`;

  return (
    <section aria-labelledby="reasons-title" className="bg-secondary">
      <div className="mx-auto max-w-6xl px-4 py-16 md:px-6 md:py-24">
        <SectionHeading
          id="reasons-title"
          eyebrow="Por que participar"
          title="Vantagens para quem serviu e para quem contrata"
        >
          Uma plataforma pensada para os dois lados da mesma missão.
        </SectionHeading>
        <div className="mt-12 grid gap-6 lg:grid-cols-2">
          <ReasonCard
            icon={<Shield className="size-6" aria-hidden="true" />}
            title="Para militares"
            reasons={FOR_MILITARY}
            offer={militaryOffer}
          >
            <Button asChild size="lg">
              <Link to={SIGN_UP.militar}>Cadastrar como militar</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to={href("militaryPricing")}>Ver planos para militares</Link>
            </Button>
          </ReasonCard>
          <ReasonCard
            icon={<BriefcaseBusiness className="size-6" aria-hidden="true" />}
            title="Para empresas"
            reasons={FOR_COMPANIES}
            offer={companyOffer}
            highlighted
          >
            <Button asChild size="lg">
              <Link to={SIGN_UP.empresa}>Cadastrar minha empresa</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to={href("companyPricing")}>Ver planos para empresas</Link>
            </Button>
          </ReasonCard>
        </div>
      </div>
    </section>
  );
}

function ReasonCard({
  icon,
  title,
  reasons,
  offer,
  highlighted = false,
  children,
}: {
  icon: ReactNode;
  title: string;
  reasons: string[];
  offer: string;
  highlighted?: boolean;
  children: ReactNode;
}) {
  return (
    <article
      className={cx(
        "flex flex-col rounded-2xl border bg-card p-6 shadow-sm md:p-8",
        highlighted && "border-t-4 border-t-accent",
        !highlighted && "border-t-4 border-t-primary",
      )}
    >
      <div className="flex items-center gap-3">
        <span className="flex size-11 items-center justify-center rounded-lg bg-secondary text-primary">{icon}</span>
        <h3 className="font-bold text-2xl tracking-tight">{title}</h3>
      </div>
      <ul className="mt-6 flex-1 space-y-3">
        {reasons.map((reason) => (
          <li key={reason} className="flex gap-3">
            <CircleCheck className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
            <span>{reason}</span>
          </li>
        ))}
      </ul>
      <p className="mt-6 rounded-lg bg-muted px-4 py-3 font-medium text-sm">{offer}</p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">{children}</div>
    </article>
  );
}
