import { isCompanyPlanId } from "@pm/shared/billing";
import { useQuery } from "@tanstack/react-query";
import { meQuery } from "@/lib/session";
import { billingSummaryQuery } from "./api";
import { ContractCard } from "./plans/contract-card";
import { CurrentPlanCard } from "./plans/current-plan-card";
import { PaymentHistory } from "./plans/payment-history";
import { PlanOptions } from "./plans/plan-options";
import { PlansFaq } from "./plans/plans-faq";
import { useCheckoutReturn } from "./plans/use-checkout-return";

/** /empresa/planos: the current plan and its usage, the payment history, other plans, and the FAQ. */
export function PlansPage() {
  useCheckoutReturn();
  const { data: me } = useQuery(meQuery);
  const { data: summary } = useQuery(billingSummaryQuery);
  const companyPlan = me?.company?.plan;
  const currentPlan = summary?.plan ?? (isCompanyPlanId(companyPlan) ? companyPlan : undefined);

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-10 p-4 md:p-8">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="font-bold text-2xl tracking-tight md:text-3xl">Gerenciar Plano</h1>
          <p className="mt-1 text-muted-foreground">
            Acompanhe seu plano, o uso de vagas e os pagamentos da sua empresa.
          </p>
        </div>
        <PaymentHistory />
      </div>
      <CurrentPlanCard />
      {summary?.contract ? (
        // Under contract the plan is the contract's: no checkout of another plan from here.
        <ContractCard contract={summary.contract} />
      ) : (
        <PlanOptions currentPlan={currentPlan} companyName={me?.company?.name ?? ""} />
      )}
      <PlansFaq />
    </div>
  );
}
