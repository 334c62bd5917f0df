import {
  COMPANY_PLANS,
  type CompanyComparisonKey,
  type CompanyPlanId,
  companyComparisonRow,
  jobLimitLabel,
  planPrice,
  supportSummary,
} from "@pm/shared/billing";
import { seatLimitLabel } from "@pm/shared/members";
import { href } from "@pm/shared/pages";
import {
  ArrowRight,
  BadgePercent,
  BriefcaseBusiness,
  CircleCheck,
  IdCard,
  LifeBuoy,
  type LucideIcon,
  Store,
  UserRoundSearch,
} from "lucide-react";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { PublicPage } from "./components/public-page";
import { SectionHeading } from "./components/section-heading";
import { partnersSectionLoader } from "./partners/partners-loaders";
import { PartnersSection } from "./partners/partners-section";
import { COMPANY_SIGN_IN_HREF, companySignUpHref } from "./pricing/sign-up-links";

const PARCEIRO = COMPANY_PLANS.parceiro;
const PARCEIRO_PRICE = planPrice(PARCEIRO);
const SIGN_UP_HREF = companySignUpHref("parceiro");
const TEAM_SEATS = companyComparisonRow("teamSeats");

/** "Até 5 membros na equipe"; a plan without a number of its own (Enterprise) says what the comparison says. */
function seatsLabel(id: CompanyPlanId): string {
  const limit = COMPANY_PLANS[id].seatLimit;
  return limit === null ? `${TEAM_SEATS.label}: ${TEAM_SEATS.values[id]}` : seatLimitLabel(limit);
}

interface Benefit {
  key: CompanyComparisonKey;
  icon: LucideIcon;
  text: string;
}

// What each entitlement means for a company. The name and the plan's value come from the
// comparison in @pm/shared/plans, so a changed cap or channel shows here without editing this page.
const BENEFITS: Benefit[] = [
  {
    key: "activeJobs",
    icon: BriefcaseBusiness,
    text: "Publique vagas e mantenha-as abertas ao mesmo tempo. Pause uma vaga para abrir espaço para outra quando precisar.",
  },
  {
    key: "profileAccess",
    icon: IdCard,
    text: "Veja a trajetória de cada candidato: força, posto ou graduação, tempo de serviço, especialidades e disponibilidade.",
  },
  {
    key: "talentBank",
    icon: UserRoundSearch,
    text: "Encontre profissionais com formação militar que combinam com a sua empresa, mesmo antes de publicar uma vaga.",
  },
  {
    key: "partnerListing",
    icon: Store,
    text: "Sua marca aparece no diretório de empresas parceiras, consultado por militares que buscam onde trabalhar e comprar.",
  },
  {
    key: "support",
    icon: LifeBuoy,
    text: "Conte com a nossa equipe para tirar dúvidas sobre vagas, candidatos e pagamentos.",
  },
  {
    key: "discounts",
    icon: BadgePercent,
    text: "Ofereça descontos e cashback aos militares da plataforma e aproxime sua marca de um público fiel.",
  },
];

function benefitValue(key: CompanyComparisonKey): string {
  if (key === "activeJobs") return PARCEIRO.jobLimit === null ? "Ilimitadas" : `Até ${PARCEIRO.jobLimit}`;
  const value = companyComparisonRow(key).values.parceiro;
  return value === true ? "Incluído" : value === false ? "Não incluído" : value;
}

const STEPS = [
  {
    title: "Crie a conta da empresa",
    text: `Cadastre-se escolhendo o plano ${PARCEIRO.name}. Basta o seu nome, o e-mail, o nome da empresa e a cidade.`,
  },
  {
    title: "Confirme o e-mail e pague uma vez",
    text: `Abra o link de confirmação que enviamos e conclua o pagamento único de ${PARCEIRO_PRICE.amount}.`,
  },
  {
    title: "Complete o perfil da empresa",
    text: "Adicione logo, descrição e setor e, se quiser, configure os descontos que sua empresa oferece aos militares.",
  },
  {
    title: "Publique vagas e contrate",
    text: "Receba candidaturas, acompanhe cada etapa e converse com os candidatos pela própria plataforma.",
  },
];

const UPSELL_PLANS: Exclude<CompanyPlanId, "parceiro">[] = ["plus", "pro", "enterprise"];
const UPSELL_ACTIONS: Record<(typeof UPSELL_PLANS)[number], string> = {
  plus: `Assinar o ${COMPANY_PLANS.plus.name}`,
  pro: `Assinar o ${COMPANY_PLANS.pro.name}`,
  enterprise: `Começar com o ${COMPANY_PLANS.enterprise.name}`,
};

export { partnersSectionLoader };

export function PartnersPage() {
  return (
    <PublicPage
      links={[{ label: "Entrar como Empresa", to: COMPANY_SIGN_IN_HREF }]}
      actions={
        <Button asChild>
          <Link to={SIGN_UP_HREF}>Cadastrar</Link>
        </Button>
      }
    >
      <section className="bg-gradient-to-b from-secondary to-background">
        <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-12 md:px-6 md:py-20 lg:grid-cols-[1.3fr_1fr]">
          <div>
            <p className="font-semibold text-primary text-sm uppercase tracking-wide">Plano {PARCEIRO.name}</p>
            <h1 className="mt-3 text-balance font-bold text-3xl tracking-tight md:text-5xl">
              Seja uma empresa parceira de quem serviu ao país
            </h1>
            <p className="mt-5 max-w-xl text-pretty text-lg text-muted-foreground">
              Contrate profissionais com disciplina, liderança e senso de missão, apareça para militares em transição e
              ofereça benefícios exclusivos a eles.
            </p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <Button asChild size="lg">
                <Link to={SIGN_UP_HREF}>
                  Quero ser parceiro
                  <ArrowRight aria-hidden="true" />
                </Link>
              </Button>
              <Button asChild size="lg" variant="outline">
                <Link to={href("companyPricing")}>Comparar todos os planos</Link>
              </Button>
            </div>
          </div>

          <div className="rounded-2xl border border-accent bg-card p-6 shadow-md ring-2 ring-accent md:p-8">
            <h2 className="font-semibold text-lg">Investimento</h2>
            <p className="mt-4 flex flex-wrap items-baseline gap-x-2">
              <span className="font-bold text-5xl tracking-tight">{PARCEIRO_PRICE.amount}</span>
              <span className="text-muted-foreground">{PARCEIRO_PRICE.period}</span>
            </p>
            <p className="mt-4 text-muted-foreground">{PARCEIRO.description}</p>
            <ul className="mt-6 space-y-2 text-sm">
              <li className="flex gap-2">
                <CircleCheck className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                {jobLimitLabel(PARCEIRO.jobLimit)}
              </li>
              <li className="flex gap-2">
                <CircleCheck className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                {seatsLabel(PARCEIRO.id)}
              </li>
              <li className="flex gap-2">
                <CircleCheck className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                {supportSummary(PARCEIRO.id)}
              </li>
              {PARCEIRO.period === "one_time" ? (
                <li className="flex gap-2">
                  <CircleCheck className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                  Sem fidelidade e sem cobranças recorrentes
                </li>
              ) : null}
            </ul>
          </div>
        </div>
      </section>

      <section aria-labelledby="beneficios-titulo" className="mx-auto max-w-6xl px-4 py-16 md:px-6">
        <SectionHeading id="beneficios-titulo" title="O que sua empresa ganha como parceira">
          Tudo o que você precisa para começar a contratar militares, com um único pagamento.
        </SectionHeading>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {BENEFITS.map(({ key, icon: Icon, text }) => (
            <Card asChild key={key} padding="lg">
              <li>
                <div className="flex items-start justify-between gap-3">
                  <span className="flex size-11 items-center justify-center rounded-lg bg-secondary text-primary">
                    <Icon className="size-5" aria-hidden="true" />
                  </span>
                  <Badge variant="secondary">{benefitValue(key)}</Badge>
                </div>
                <h3 className="mt-4 font-semibold">{companyComparisonRow(key).label}</h3>
                <p className="mt-2 text-muted-foreground text-sm leading-relaxed">{text}</p>
              </li>
            </Card>
          ))}
        </ul>
      </section>

      <PartnersSection />

      <section aria-labelledby="como-funciona-titulo" className="border-y bg-secondary/50">
        <div className="mx-auto max-w-6xl px-4 py-16 md:px-6">
          <SectionHeading id="como-funciona-titulo" title="Como funciona">
            Do cadastro à primeira contratação em quatro passos.
          </SectionHeading>
          <ol className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
            {STEPS.map((step, index) => (
              <Card asChild key={step.title} padding="lg" shadow={false}>
                <li>
                  <span
                    aria-hidden="true"
                    className="flex size-10 items-center justify-center rounded-full bg-primary font-bold text-primary-foreground"
                  >
                    {index + 1}
                  </span>
                  <h3 className="mt-4 font-semibold">{step.title}</h3>
                  <p className="mt-2 text-muted-foreground text-sm leading-relaxed">{step.text}</p>
                </li>
              </Card>
            ))}
          </ol>
        </div>
      </section>

      <section aria-labelledby="outros-planos-titulo" className="mx-auto max-w-6xl px-4 py-16 md:px-6">
        <SectionHeading id="outros-planos-titulo" title="Precisa de mais vagas ou de uma equipe maior?">
          Quando sua empresa crescer, há um plano para cada ritmo de contratação.
        </SectionHeading>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {UPSELL_PLANS.map((id) => {
            const plan = COMPANY_PLANS[id];
            return (
              <Card
                asChild
                key={id}
                padding="lg"
                shadow={!plan.highlighted}
                className={
                  plan.highlighted
                    ? "relative flex flex-col border-accent shadow-md ring-2 ring-accent"
                    : "relative flex flex-col"
                }
              >
                <li data-plan={id}>
                  <h3 className="font-semibold text-lg">{plan.name}</h3>
                  {plan.highlighted ? (
                    <p className="-top-3 absolute left-6 rounded-full bg-accent px-3 py-1 font-semibold text-accent-foreground text-xs shadow-sm">
                      Mais recomendado
                    </p>
                  ) : null}
                  <p className="mt-2 font-bold text-2xl tracking-tight">{planPrice(plan).label}</p>
                  <p className="mt-1 font-medium text-primary text-sm">{jobLimitLabel(plan.jobLimit)}</p>
                  <p className="font-medium text-primary text-sm">{seatsLabel(id)}</p>
                  <p className="font-medium text-primary text-sm">{supportSummary(id)}</p>
                  <p className="mt-3 flex-1 text-muted-foreground text-sm">{plan.description}</p>
                  <Button asChild variant={plan.highlighted ? "default" : "outline"} className="mt-6 w-full">
                    <Link to={companySignUpHref(id)}>{UPSELL_ACTIONS[id]}</Link>
                  </Button>
                </li>
              </Card>
            );
          })}
        </ul>
        <p className="mt-8 text-center">
          <Link
            to={href("companyPricing")}
            className="inline-flex items-center gap-1 rounded-md font-medium text-primary underline underline-offset-4 hover:text-primary/80"
          >
            Ver a comparação completa dos planos
            <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        </p>
      </section>

      <section aria-labelledby="cta-titulo" className="bg-sidebar text-sidebar-foreground">
        <div className="mx-auto max-w-4xl px-4 py-16 text-center md:px-6">
          <h2 id="cta-titulo" className="text-balance font-bold text-2xl text-white tracking-tight md:text-3xl">
            Pronto para contratar quem já serviu ao país?
          </h2>
          <p className="mx-auto mt-3 max-w-2xl text-sidebar-muted">
            Cadastre sua empresa agora, pague {PARCEIRO_PRICE.amount} uma única vez e publique sua primeira vaga hoje
            mesmo.
          </p>
          <Button asChild size="lg" variant="accent" className="mt-8">
            <Link to={SIGN_UP_HREF}>
              Cadastrar minha empresa
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </section>
    </PublicPage>
  );
}
