import { useQuery } from "@tanstack/react-query";
import { militaryBillingSummaryQuery } from "./api";
import { PaymentList } from "./plans/payment-history";
import { PlansFaq } from "./plans/plans-faq";
import { useCheckoutReturn } from "./plans/use-checkout-return";
import { PREMIUM_QUESTIONS } from "./premium/premium-faq";
import { PremiumOffer } from "./premium/premium-offer";
import { PremiumPlanCard } from "./premium/premium-plan-card";

const GOOD = new Set(["active", "trialing"]);
const OVERDUE = new Set(["past_due", "unpaid"]);

/** /app/pagamentos: the militar's plan, PREMIUM's checkout, cancellation, and the payment history. */
export function PaymentsPage() {
  useCheckoutReturn("military");
  const { data: summary } = useQuery(militaryBillingSummaryQuery);
  const status = summary?.subscription?.status;
  // Checkout is offered unless a subscription in good standing is live (cancelled-at-period-end
  // included: that one is resumed instead).
  const canSubscribe = !(status && GOOD.has(status));

  return (
    <div className="mx-auto grid w-full max-w-5xl gap-8 p-4 md:gap-10 md:p-8">
      <div>
        <h1 className="font-bold text-2xl tracking-tight md:text-3xl">Pagamentos</h1>
        <p className="mt-1 text-muted-foreground">Gerencie sua assinatura e acompanhe seus pagamentos.</p>
      </div>
      <PremiumPlanCard />
      {/* The plan cards need the summary: until it arrives (or if it fails) the card above says so. */}
      {summary ? (
        <PremiumOffer
          current={summary.plan}
          canSubscribe={canSubscribe}
          overdue={status !== undefined && OVERDUE.has(status)}
        />
      ) : null}
      <section aria-labelledby="historico-pagamentos-titulo" className="grid gap-4">
        <h2 id="historico-pagamentos-titulo" className="font-semibold text-xl tracking-tight">
          Histórico de Pagamentos
        </h2>
        <PaymentList scope="military" />
      </section>
      <PlansFaq questions={PREMIUM_QUESTIONS} />
    </div>
  );
}
