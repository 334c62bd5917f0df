import {
  COMPANY_PLAN_IDS,
  COMPANY_PLANS,
  type CompanyPlanId,
  companyComparisonRow,
  supportSummary,
} from "@pm/shared/billing";
import { href } from "@pm/shared/pages";
import { Mail } from "lucide-react";
import { Link } from "react-router";
import { Button, buttonVariants } from "@/components/ui/button";
import { cx } from "@/lib/utils";
import { PublicPage } from "./components/public-page";
import { ComparisonTable } from "./pricing/comparison-table";
import { Faq, type FaqItem } from "./pricing/faq";
import { PlanCard } from "./pricing/plan-card";
import { PlanPrice } from "./pricing/plan-price";
import { PricingHero } from "./pricing/pricing-hero";
import { COMPANY_SIGN_IN_HREF, companySignUpHref, enterpriseMailto } from "./pricing/sign-up-links";

const PARCEIRO = COMPANY_PLANS.parceiro;
const monthlyPlanNames = COMPANY_PLAN_IDS.filter((id) => COMPANY_PLANS[id].period === "month")
  .map((id) => COMPANY_PLANS[id].name)
  .join(" e ");

const TEAM_SEATS = companyComparisonRow("teamSeats");
/** "Parceiro, até 2; Plus, até 5; …; Enterprise, sob contrato". */
const seatsByPlan = COMPANY_PLAN_IDS.map((id) => {
  const { name, seatLimit } = COMPANY_PLANS[id];
  return `${name}, ${seatLimit === null ? String(TEAM_SEATS.values[id]).toLowerCase() : `até ${seatLimit}`}`;
}).join("; ");

const ACTION_LABELS: Record<Exclude<CompanyPlanId, "enterprise">, string> = {
  parceiro: `Começar como ${PARCEIRO.name}`,
  plus: `Assinar o ${COMPANY_PLANS.plus.name}`,
  pro: `Assinar o ${COMPANY_PLANS.pro.name}`,
};

// The billing answers repeat the rules of the plans screen (SPEC section 2, /empresa/planos).
const FAQ: FaqItem[] = [
  {
    question: "Posso cancelar quando quiser?",
    answer:
      "Sim. Não há fidelidade: cancele a qualquer momento na área Gerenciar Plano e mantenha o acesso até o fim do período já pago.",
  },
  {
    question: "Como funciona a cobrança mensal?",
    answer: `Os planos ${monthlyPlanNames} são renovados automaticamente todo mês. Antes de cada cobrança você recebe a fatura por e-mail.`,
  },
  {
    question: `O plano ${PARCEIRO.name} tem mensalidade?`,
    answer: `Não. O ${PARCEIRO.name} é contratado com um pagamento único e continua ativo enquanto a sua conta existir, sem cobranças recorrentes.`,
  },
  {
    question: "Posso trocar de plano depois?",
    answer:
      "Pode, a qualquer momento. A diferença de valor é ajustada de forma proporcional ao período restante. Para ir a um plano com menos membros, a equipe, contando os convites pendentes, precisa caber no limite do novo plano.",
  },
  {
    question: "Quantas pessoas da empresa podem usar a conta?",
    answer: `Cada plano tem um limite de membros na equipe, contando os convites pendentes: ${seatsByPlan}. Um Administrador convida e remove membros na área Equipe.`,
  },
  {
    question: "O que acontece quando atinjo o limite de vagas ativas?",
    answer:
      "Suas vagas continuam publicadas. Para abrir uma nova, pause uma vaga ativa ou mude para um plano com mais vagas.",
  },
];

function PlanAction({ id }: { id: CompanyPlanId }) {
  if (id === "enterprise") {
    // A plain link: mailto must leave the router alone.
    return (
      <a href={enterpriseMailto()} className={cx(buttonVariants({ variant: "outline", size: "lg" }), "w-full")}>
        <Mail aria-hidden="true" />
        Falar com Vendas
      </a>
    );
  }
  const highlighted = COMPANY_PLANS[id].highlighted === true;
  return (
    <Button asChild size="lg" variant={highlighted ? "default" : "outline"} className="w-full">
      <Link to={companySignUpHref(id)}>{ACTION_LABELS[id]}</Link>
    </Button>
  );
}

export function CompanyPricingPage() {
  return (
    <PublicPage
      links={[{ label: "Sou militar", to: href("militaryPricing") }]}
      actions={
        <Button asChild>
          <Link to={COMPANY_SIGN_IN_HREF}>Entrar</Link>
        </Button>
      }
    >
      <PricingHero eyebrow="Planos para empresas" title="Contrate quem já provou disciplina e liderança">
        Publique vagas, encontre profissionais com formação militar e acompanhe cada candidatura. Escolha o plano do
        tamanho da sua operação.
      </PricingHero>

      <section aria-label="Planos" className="mx-auto w-full max-w-6xl px-4 pt-6 md:px-6">
        <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          {COMPANY_PLAN_IDS.map((id) => {
            const plan = COMPANY_PLANS[id];
            return (
              <PlanCard
                key={id}
                id={id}
                name={plan.name}
                price={<PlanPrice plan={plan} />}
                description={plan.description}
                features={plan.features}
                support={supportSummary(id)}
                highlighted={plan.highlighted}
                badge={plan.highlighted ? "Mais recomendado" : undefined}
                action={<PlanAction id={id} />}
              />
            );
          })}
        </div>
      </section>

      <ComparisonTable />

      <Faq items={FAQ} />
    </PublicPage>
  );
}
