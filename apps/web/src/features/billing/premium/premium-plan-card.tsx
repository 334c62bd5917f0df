import { MILITARY_PLANS } from "@pm/shared/billing";
import { formatCents } from "@pm/shared/format";
import { useQuery } from "@tanstack/react-query";
import { CalendarCheck, CalendarClock, CalendarX, Crown } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { longDate } from "@/lib/dates";
import { type MilitaryBillingSummary, militaryBillingSummaryQuery } from "../api";
import { Fact, Notice, PlanPanel } from "../plans/current-plan-card";
import { CancelSubscriptionButton, ResumeSubscriptionButton } from "../plans/subscription-actions";
import { UsageMeter, type UsageNoun } from "../plans/usage-meter";

const APPLICATION_USAGE: UsageNoun = {
  title: "Candidaturas ativas",
  one: "candidatura",
  many: "candidaturas",
  activeOne: "candidatura ativa",
  activeMany: "candidaturas ativas",
  barLabel: "Candidaturas ativas usadas",
  limitReached: "Limite de candidaturas ativas atingido",
  nearLimit: "Perto do limite de candidaturas ativas",
  unlimited: "No PREMIUM você pode se candidatar a quantas vagas quiser.",
};

const OVERDUE = new Set(["past_due", "unpaid"]);
const GOOD = new Set(["active", "trialing"]);

function PlanDetails({ summary }: { summary: MilitaryBillingSummary }) {
  const premium = summary.plan === "PREMIUM";
  const offer = MILITARY_PLANS[summary.plan];
  const sub = summary.subscription;
  const overdue = sub !== null && OVERDUE.has(sub.status);
  // Dates and actions belong to a subscription in good standing (not one still incomplete).
  const good = sub !== null && GOOD.has(sub.status);
  const endingAt = good && sub.cancelAtPeriodEnd ? sub.currentPeriodEnd : null;
  const renewsAt = good && !sub.cancelAtPeriodEnd ? sub.currentPeriodEnd : null;

  return (
    <div className="grid gap-6">
      <div className="grid gap-6 md:grid-cols-2 md:gap-10">
        <div className="grid content-start gap-3">
          <div className="flex flex-wrap items-center gap-2">
            <p className="font-bold text-2xl tracking-tight">Plano {offer.name}</p>
            {premium ? (
              <Badge variant="accent">
                <Crown aria-hidden="true" />
                Ativo
              </Badge>
            ) : null}
          </div>
          <p className="text-muted-foreground text-sm">{offer.description}</p>
          <ul className="grid gap-2">
            {sub ? <Fact icon={CalendarCheck}>Assinante desde {longDate(sub.createdAt)}</Fact> : null}
            {renewsAt ? (
              <Fact icon={CalendarClock}>
                Próxima cobrança de {formatCents(sub?.amountCents ?? summary.premiumPriceCents)} em {longDate(renewsAt)}
              </Fact>
            ) : null}
            {endingAt ? (
              <Fact icon={CalendarX}>
                <strong className="font-semibold">Assinatura cancelada — PREMIUM até {longDate(endingAt)}</strong>
              </Fact>
            ) : null}
            {!premium && !sub ? <Fact icon={CalendarCheck}>Gratuito, sem mensalidade</Fact> : null}
          </ul>
        </div>
        <UsageMeter used={summary.activeApplications} limit={summary.applicationLimit} noun={APPLICATION_USAGE} />
      </div>

      {overdue ? (
        <Notice tone="destructive">
          <strong className="font-semibold">Pagamento pendente</strong>
          <p>
            A última cobrança da sua assinatura não foi aprovada, e os recursos PREMIUM ficam suspensos até o pagamento.
            Uma nova tentativa será feita automaticamente; você também pode assinar novamente abaixo com outro cartão,
            ou encerrar a assinatura.
          </p>
        </Notice>
      ) : null}

      {sub && (good || overdue) ? (
        <div className="flex flex-wrap gap-2 border-t pt-4">
          {endingAt ? (
            <ResumeSubscriptionButton scope="military" />
          ) : (
            <CancelSubscriptionButton
              plan="PREMIUM"
              periodEnd={sub.currentPeriodEnd}
              scope="military"
              overdue={overdue}
            />
          )}
        </div>
      ) : null}
    </div>
  );
}

/** The militar's plan now: FREE or PREMIUM, active applications, and the subscription's dates and actions. */
export function PremiumPlanCard() {
  const summary = useQuery(militaryBillingSummaryQuery);
  return (
    <PlanPanel titleId="meu-plano-titulo" title="Seu plano" query={summary}>
      {(data) => <PlanDetails summary={data} />}
    </PlanPanel>
  );
}
