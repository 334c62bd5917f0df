import { MILITARY_PLAN_IDS, MILITARY_PLANS, planPrice, supportSummary } from "@pm/shared/billing";
import { href } from "@pm/shared/pages";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { PublicPage } from "./components/public-page";
import { Faq, type FaqItem } from "./pricing/faq";
import { PlanCard } from "./pricing/plan-card";
import { PlanPrice } from "./pricing/plan-price";
import { PricingHero } from "./pricing/pricing-hero";
import { MILITARY_SIGN_IN_HREF, militarySignUpHref } from "./pricing/sign-up-links";

const FREE = MILITARY_PLANS.FREE;
const PREMIUM = MILITARY_PLANS.PREMIUM;

const ACTION_LABELS = {
  FREE: "Começar grátis",
  PREMIUM: `Assinar o ${PREMIUM.name}`,
} as const;

const applicationsText = (limit: number | null) =>
  limit === null ? "candidaturas ilimitadas" : `até ${limit} candidaturas ativas por vez`;
const discountsText = (cap: number | null) =>
  cap === null ? "todos os descontos e cashback dos parceiros" : `descontos e cashback de até ${cap}%`;

// Answers interpolate the plans' own numbers so they never disagree with the cards above them.
const FAQ: FaqItem[] = [
  {
    question: "Posso começar sem pagar nada?",
    answer: `Sim. O plano ${FREE.name} custa ${planPrice(FREE).label} e não pede cartão de crédito. Com ele você tem ${applicationsText(FREE.activeApplicationLimit)} e ${discountsText(FREE.discountCapPercent)}.`,
  },
  {
    question: `O que muda quando assino o ${PREMIUM.name}?`,
    answer: `Você passa a ter ${applicationsText(PREMIUM.activeApplicationLimit)}, acesso a todas as trilhas de conhecimento e a ${discountsText(PREMIUM.discountCapPercent)}, além de suporte prioritário. O valor é ${planPrice(PREMIUM).label}.`,
  },
  {
    question: "Como funciona a cobrança e o cancelamento?",
    answer:
      "A assinatura é mensal e renova automaticamente. Você pode cancelar quando quiser, sem multa, e continua com os recursos do plano até o fim do período já pago.",
  },
  {
    question: "Posso mudar de plano depois?",
    answer: `Pode. Comece no ${FREE.name} e assine o ${PREMIUM.name} quando fizer sentido para você, direto na área de Pagamentos da sua conta.`,
  },
  {
    question: "Quem pode se cadastrar?",
    answer:
      "Militares temporários e de carreira em transição para o mercado civil, da reserva e veteranos das Forças Armadas, das Polícias Militares e dos Corpos de Bombeiros, com 18 anos ou mais.",
  },
  {
    question: "As empresas pagam para me contratar?",
    answer:
      "As empresas assinam planos próprios para publicar vagas e encontrar talentos. Para você, candidatar-se a uma vaga nunca tem custo extra.",
  },
];

export function MilitaryPricingPage() {
  return (
    <PublicPage
      links={[{ label: "Sou empresa", to: href("companyPricing") }]}
      actions={
        <Button asChild>
          <Link to={MILITARY_SIGN_IN_HREF}>Entrar</Link>
        </Button>
      }
    >
      <PricingHero eyebrow="Planos para militares" title="Sua próxima missão começa aqui">
        Encontre vagas que valorizam a sua experiência, aprenda com as trilhas e aproveite descontos de empresas
        parceiras. Comece grátis e evolua quando quiser.
      </PricingHero>

      <section aria-label="Planos" className="mx-auto w-full max-w-4xl px-4 pt-4 md:px-6">
        <div className="grid gap-6 md:grid-cols-2">
          {MILITARY_PLAN_IDS.map((id) => {
            const plan = MILITARY_PLANS[id];
            const premium = id === "PREMIUM";
            return (
              <PlanCard
                key={id}
                id={id.toLowerCase()}
                name={plan.name}
                price={<PlanPrice plan={plan} />}
                description={plan.description}
                features={plan.features}
                support={supportSummary(id)}
                highlighted={premium}
                action={
                  <Button asChild size="lg" variant={premium ? "default" : "outline"} className="w-full">
                    <Link to={militarySignUpHref(id)}>{ACTION_LABELS[id]}</Link>
                  </Button>
                }
              />
            );
          })}
        </div>
        <p className="mt-6 text-center text-muted-foreground text-sm">
          Cancele quando quiser. Os recursos do plano continuam até o fim do período pago.
        </p>
      </section>

      <Faq items={FAQ} />
    </PublicPage>
  );
}
