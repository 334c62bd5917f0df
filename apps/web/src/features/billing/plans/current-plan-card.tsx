import { COMPANY_PLANS, CREDIT_REFUND_SUBJECT, creditMessages, planPrice } from "@pm/shared/billing";
import { formatCents } from "@pm/shared/format";
import { href } from "@pm/shared/pages";
import { type UseQueryResult, useQuery } from "@tanstack/react-query";
import { AlertTriangle, CalendarCheck, CalendarClock, CalendarX, Wallet } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { LoadError } from "@/components/load-error";
import { Section } from "@/components/section";
import { Skeleton } from "@/components/ui/skeleton";
import { longDate } from "@/lib/dates";
import { mailto, publicConfig } from "@/lib/public-config";
import { type BillingSummary, billingSummaryQuery } from "../api";
import { CancelSubscriptionButton, ResumeSubscriptionButton } from "./subscription-actions";
import { TeamSeats } from "./team-seats";
import { UsageMeter } from "./usage-meter";

export function Notice({ tone, children }: { tone: "warning" | "destructive"; children: ReactNode }) {
  return (
    <div
      className={
        tone === "warning"
          ? "flex gap-3 rounded-lg border border-warning bg-warning/15 p-4 text-sm"
          : "flex gap-3 rounded-lg border border-destructive/50 bg-destructive/10 p-4 text-sm"
      }
    >
      <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div className="grid gap-1">{children}</div>
    </div>
  );
}

export function Fact({ icon: Icon, children }: { icon: typeof CalendarCheck; children: ReactNode }) {
  return (
    <li className="flex items-start gap-2 text-sm">
      <Icon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      <span>{children}</span>
    </li>
  );
}

/**
 * Credit nothing will use (no renewal ahead): it is the company's money, so the card says so and
 * how to get it back (decision 009).
 */
function RefundableCredit({ summary }: { summary: BillingSummary }) {
  const amount = formatCents(summary.creditCents);
  const email = publicConfig.contactEmail;
  return (
    <div className="flex gap-3 rounded-lg border bg-secondary/40 p-4 text-sm">
      <Wallet className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div className="grid gap-1">
        <strong className="font-semibold">{creditMessages.refundable(amount)}</strong>
        <p>
          {creditMessages.noChargesAhead(summary.plan)} {creditMessages.refundHow(email)}{" "}
          {creditMessages.laterUse(summary.plan)}
        </p>
        <p>
          <a
            className="font-medium text-primary underline-offset-4 hover:underline"
            href={mailto(email, CREDIT_REFUND_SUBJECT, creditMessages.refundBody(amount, summary.companyName))}
          >
            Pedir reembolso por e-mail
          </a>
        </p>
      </div>
    </div>
  );
}

function CurrentPlanDetails({ summary }: { summary: BillingSummary }) {
  const offer = COMPANY_PLANS[summary.plan];
  const price = planPrice(offer);
  const sub = summary.subscription;
  const subscriptionOpen = sub !== null && sub.status !== "canceled";
  const endingAt = subscriptionOpen && sub.cancelAtPeriodEnd ? sub : null;
  const renewsAt = subscriptionOpen && !sub.cancelAtPeriodEnd ? sub.currentPeriodEnd : null;
  const canCancel = subscriptionOpen && !sub.cancelAtPeriodEnd && offer.period === "month";
  const overCap = summary.jobLimit !== null && summary.activeJobs > summary.jobLimit;

  return (
    <div className="grid gap-6">
      <div className="grid gap-6 md:grid-cols-2 md:gap-10">
        <div className="grid content-start gap-3">
          <div>
            <p className="font-bold text-2xl tracking-tight">Plano {offer.name}</p>
            <p className="mt-1 flex flex-wrap items-baseline gap-x-1.5">
              <span className="font-semibold text-lg">{price.amount}</span>
              {price.period ? <span className="text-muted-foreground text-sm">{price.period}</span> : null}
            </p>
          </div>
          <ul className="grid gap-2">
            <Fact icon={CalendarCheck}>Ativo desde {longDate(summary.activeSince)}</Fact>
            {renewsAt ? <Fact icon={CalendarClock}>Próxima cobrança em {longDate(renewsAt)}</Fact> : null}
            {offer.period === "one_time" ? <Fact icon={CalendarClock}>Sem mensalidade</Fact> : null}
            {endingAt ? (
              <Fact icon={CalendarX}>
                <strong className="font-semibold">
                  Assinatura cancelada — acesso até{" "}
                  {endingAt.currentPeriodEnd ? longDate(endingAt.currentPeriodEnd) : "o fim do período pago"}
                </strong>
              </Fact>
            ) : null}
            {summary.creditCents > 0 && summary.creditUse === "next_charges" ? (
              <Fact icon={Wallet}>{creditMessages.nextCharges(formatCents(summary.creditCents))}</Fact>
            ) : null}
          </ul>
        </div>
        <div className="grid content-start gap-4">
          <UsageMeter used={summary.activeJobs} limit={summary.jobLimit} />
          {/* Under a contract the limit is the contract's: the API says so in the summary. */}
          <TeamSeats seats={summary.seats} />
        </div>
      </div>

      {summary.creditCents > 0 && summary.creditUse === "refundable" ? <RefundableCredit summary={summary} /> : null}

      {overCap ? (
        <Notice tone="warning">
          <strong className="font-semibold">Mais vagas ativas do que o plano permite</strong>
          <p>
            Você tem {summary.activeJobs} vagas ativas e o plano {offer.name} permite até {summary.jobLimit}. As vagas
            ativas continuam publicadas, mas novas vagas só poderão ser ativadas quando houver menos de{" "}
            {summary.jobLimit} ativas.
          </p>
        </Notice>
      ) : null}

      {summary.paymentStatus === "past_due" ? (
        <Notice tone="destructive">
          <strong className="font-semibold">Pagamento pendente</strong>
          <p>
            A última cobrança da assinatura não foi aprovada. Uma nova tentativa será feita automaticamente; se o
            problema continuar,{" "}
            <Link to={href("companySupport")} className="font-medium underline underline-offset-4">
              entre em contato com o suporte
            </Link>
            .
          </p>
        </Notice>
      ) : null}

      {endingAt || canCancel ? (
        <div className="flex flex-wrap gap-2 border-t pt-4">
          {endingAt ? <ResumeSubscriptionButton /> : null}
          {canCancel ? <CancelSubscriptionButton plan={summary.plan} periodEnd={sub.currentPeriodEnd} /> : null}
        </div>
      ) : null}
    </div>
  );
}

/** Placeholder of a plan card while its summary loads. */
function PlanSkeleton() {
  return (
    <div className="grid gap-6 md:grid-cols-2 md:gap-10">
      <p role="status" className="sr-only">
        Carregando dados do plano...
      </p>
      <div className="grid content-start gap-3">
        <Skeleton className="h-8 w-40" />
        <Skeleton className="h-6 w-32" />
        <Skeleton className="h-4 w-56" />
        <Skeleton className="h-4 w-48" />
      </div>
      <div className="grid content-start gap-3">
        <Skeleton className="h-6 w-full" />
        <Skeleton className="h-2.5 w-full" />
        <Skeleton className="h-4 w-40" />
      </div>
    </div>
  );
}

/** A plans screen's card: a small heading, then the skeleton, the error with a retry, or the details. */
export function PlanPanel<T>({
  titleId,
  title,
  query,
  children,
}: {
  titleId: string;
  title: string;
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  return (
    <Section
      id={titleId}
      title={title}
      className="gap-4"
      titleClassName="font-semibold text-muted-foreground text-sm uppercase tracking-wide"
    >
      {query.isPending ? (
        <PlanSkeleton />
      ) : query.isError ? (
        <LoadError frame="plain" message="Erro ao carregar dados do plano" query={query} />
      ) : (
        children(query.data as T)
      )}
    </Section>
  );
}

/** The plan the company has now: price, usage of jobs and team seats, since when, and its subscription. */
export function CurrentPlanCard() {
  const summary = useQuery(billingSummaryQuery);
  return (
    <PlanPanel titleId="plano-atual-titulo" title="Plano atual" query={summary}>
      {(data) => <CurrentPlanDetails summary={data} />}
    </PlanPanel>
  );
}
