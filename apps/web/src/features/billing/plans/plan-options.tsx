import {
  COMPANY_PLAN_IDS,
  COMPANY_PLANS,
  type CompanyPlanId,
  type PlanPrice,
  planPrice,
  supportSummary,
} from "@pm/shared/billing";
import { LifeBuoy, Mail } from "lucide-react";
import type { ReactNode } from "react";
import { FeatureList } from "@/components/feature-list";
import { Badge } from "@/components/ui/badge";
import { Button, buttonVariants } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { mailto, publicConfig } from "@/lib/public-config";
import { cx } from "@/lib/utils";
import { ChangePlanDialog } from "./change-plan-dialog";

function PlanAction({ plan, current, companyName }: { plan: CompanyPlanId; current: boolean; companyName: string }) {
  const offer = COMPANY_PLANS[plan];
  if (current) {
    return (
      <Button variant="secondary" className="w-full" disabled>
        Plano atual
      </Button>
    );
  }
  if (!offer.selfService) {
    // A plain link: mailto must leave the router alone.
    return (
      <a
        className={buttonVariants({ variant: "outline", className: "w-full" })}
        href={mailto(
          publicConfig.salesEmail,
          `Interesse no plano ${offer.name}`,
          `Olá! Gostaria de conhecer o plano ${offer.name} para a empresa ${companyName}.`,
        )}
      >
        <Mail aria-hidden="true" />
        Falar com Vendas
      </a>
    );
  }
  return <ChangePlanDialog plan={plan} highlighted={offer.highlighted === true} />;
}

/** One plan as a card: name, price, description, features and the action the caller gives. */
export function PlanCard({
  id,
  name,
  price,
  description,
  features,
  current,
  highlighted,
  support,
  action,
}: {
  id: string;
  name: string;
  price: PlanPrice;
  description: string;
  features: string[];
  current: boolean;
  highlighted: boolean;
  /** How the plan is supported and how soon (supportSummary), under its features. */
  support?: string;
  action: ReactNode;
}) {
  const headingId = `opcao-plano-${id}`;
  return (
    <Card
      asChild
      padding="lg"
      shadow={!current && !highlighted}
      className={cx(
        "flex h-full flex-col gap-4 text-card-foreground",
        current ? "border-primary ring-2 ring-primary" : highlighted && "border-accent shadow-md",
      )}
    >
      <li data-plan={id} aria-current={current || undefined} aria-labelledby={headingId}>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 id={headingId} className="font-semibold text-lg tracking-tight">
            {name}
          </h3>
          {current ? <Badge>Seu plano</Badge> : highlighted ? <Badge variant="accent">Mais recomendado</Badge> : null}
        </div>
        <p className="flex min-h-9 flex-wrap items-baseline gap-x-1.5">
          <span className={cx("font-bold tracking-tight", price.period ? "text-3xl" : "text-2xl")}>{price.amount}</span>
          {price.period ? <span className="text-muted-foreground text-sm">{price.period}</span> : null}
        </p>
        <p className="text-muted-foreground text-sm">{description}</p>
        <FeatureList
          features={features}
          labelledBy={headingId}
          className="grid flex-1 content-start gap-2.5"
          itemClassName="gap-2"
        />
        {support ? (
          <p className="flex gap-2 border-t pt-3 text-muted-foreground text-sm">
            <LifeBuoy className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
            {support}
          </p>
        ) : null}
        {action}
      </li>
    </Card>
  );
}

function PlanOption({ plan, current, companyName }: { plan: CompanyPlanId; current: boolean; companyName: string }) {
  const offer = COMPANY_PLANS[plan];
  return (
    <PlanCard
      id={plan}
      name={offer.name}
      price={planPrice(offer)}
      description={offer.description}
      features={offer.features}
      support={supportSummary(plan)}
      current={current}
      highlighted={offer.highlighted === true}
      action={<PlanAction plan={plan} current={current} companyName={companyName} />}
    />
  );
}

/** Every company plan, with the way to move to it from the current one. */
export function PlanOptions({ currentPlan, companyName }: { currentPlan?: CompanyPlanId; companyName: string }) {
  return (
    <section aria-labelledby="planos-disponiveis-titulo" className="grid gap-4">
      <div>
        <h2 id="planos-disponiveis-titulo" className="font-semibold text-xl tracking-tight">
          Planos disponíveis
        </h2>
        <p className="mt-1 text-muted-foreground text-sm">
          Mude de plano quando quiser: a diferença de valor é ajustada de forma proporcional.
        </p>
      </div>
      <ul className="grid gap-6 md:grid-cols-2 xl:grid-cols-4">
        {COMPANY_PLAN_IDS.map((plan) => (
          <PlanOption key={plan} plan={plan} current={plan === currentPlan} companyName={companyName} />
        ))}
      </ul>
    </section>
  );
}
